import { describe, expect, it } from 'vitest'
import { attachmentAccept, checkAttachment, maxAttachmentBytes } from '../../lib/checkAttachment'
import { ui } from '../support/siteContent'

const typeError = 'Only PNG, JPG, JPEG, and PDF formats are allowed.'
const sizeError = 'File size should not exceed 10MB.'
const file = (name: string, type: string, size = 2048) => ({ name, type, size })

describe('checkAttachment', () => {
  it('shows the spec texts word for word (content/ui.json)', () => {
    expect(ui.quoteForm.alerts).toEqual({ type: typeError, size: sizeError })
  })

  it.each([
    ['logo.png', 'image/png'],
    ['logo.jpg', 'image/jpeg'],
    ['logo.jpeg', 'image/jpeg'],
    ['brief.pdf', 'application/pdf'],
    ['my.logo.final.png', 'image/png'],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkAttachment(file(name, type))).toBeNull()
  })

  it.each([
    ['LOGO.PNG', 'image/png'],
    ['Photo.JpG', 'image/jpeg'],
    ['SCAN.JPEG', 'image/jpeg'],
    ['Brief.PDF', 'application/pdf'],
    ['logo.png', 'IMAGE/PNG'],
  ])('ignores case: accepts %s (%s)', (name, type) => {
    expect(checkAttachment(file(name, type))).toBeNull()
  })

  it.each([
    ['logo.gif', 'image/gif'],
    ['logo.svg', 'image/svg+xml'],
    ['logo.webp', 'image/webp'],
    ['design.dst', 'application/octet-stream'],
    ['notes.txt', 'text/plain'],
    ['archive.zip', 'application/zip'],
  ])('refuses another format: %s (%s)', (name, type) => {
    expect(checkAttachment(file(name, type))).toBe('type')
  })

  it.each([
    // An allowed extension with the wrong reported type (a renamed file).
    ['logo.png', 'image/jpeg'],
    ['logo.jpg', 'image/png'],
    ['logo.jpeg', 'application/pdf'],
    ['brief.pdf', 'image/png'],
    ['virus.png', 'application/x-msdownload'],
    ['logo.png', ''],
    // An allowed type with the wrong extension.
    ['logo.gif', 'image/png'],
    ['brief.doc', 'application/pdf'],
    ['logo.png.exe', 'image/png'],
  ])('refuses a mismatch of extension and type: %s (%s)', (name, type) => {
    expect(checkAttachment(file(name, type))).toBe('type')
  })

  it.each([
    ['logo', 'image/png'],
    ['png', 'image/png'],
    ['.png', 'image/png'],
    ['logo.', 'image/png'],
    ['', 'image/png'],
  ])('refuses a name without an extension: "%s"', (name, type) => {
    expect(checkAttachment(file(name, type))).toBe('type')
  })

  it('does not take inherited object keys for extensions', () => {
    expect(checkAttachment(file('x.constructor', 'image/png'))).toBe('type')
    expect(checkAttachment(file('x.__proto__', 'image/png'))).toBe('type')
  })

  it('accepts exactly 10485760 bytes and refuses one byte more', () => {
    expect(maxAttachmentBytes).toBe(10485760)
    expect(checkAttachment(file('big.png', 'image/png', 10485760))).toBeNull()
    expect(checkAttachment(file('big.png', 'image/png', 10485761))).toBe('size')
    expect(checkAttachment(file('big.pdf', 'application/pdf', 50 * 1024 * 1024))).toBe('size')
  })

  it('accepts an empty file', () => {
    expect(checkAttachment(file('blank.pdf', 'application/pdf', 0))).toBeNull()
  })

  it('reports the format before the size when both are wrong', () => {
    expect(checkAttachment(file('huge.gif', 'image/gif', 10485761))).toBe('type')
  })
})

describe('attachmentAccept', () => {
  it('lists every allowed extension and MIME type for the file picker', () => {
    expect(attachmentAccept.split(',').sort()).toEqual([
      '.jpeg',
      '.jpg',
      '.pdf',
      '.png',
      'application/pdf',
      'image/jpeg',
      'image/png',
    ])
  })
})
