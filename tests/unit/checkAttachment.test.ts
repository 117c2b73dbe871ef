import { describe, expect, it } from 'vitest'
import { attachmentAccept, checkAttachment, maxAttachmentBytes } from '../../lib/checkAttachment'
import { checkAttachmentBytes } from '../../lib/checkAttachmentBytes'
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

describe('checkAttachmentBytes', () => {
  const png = Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  )
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9])
  const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n')
  const text = (s: string) => new TextEncoder().encode(s)
  const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]))

  it.each([
    ['logo.png', png],
    ['LOGO.PNG', png],
    ['photo.jpg', jpeg],
    ['photo.jpeg', jpeg],
    ['brief.pdf', pdf],
    // Data after a JPEG's end (a phone's motion photo) is a JPEG's own business.
    ['motion.jpg', join(jpeg, new Uint8Array(64).fill(7))],
    // A PDF's dictionaries and strings are full of "<": none of them a web page.
    ['dictionaries.pdf', join(pdf, text('<< /Type /Catalog /Pages 2 0 R >> <48656c6c6f> <sc> <h1'))],
  ])('accepts %s whose bytes are what its name says', (name, bytes) => {
    expect(checkAttachmentBytes(name, bytes)).toBeNull()
  })

  it.each([
    ['a PDF named .png', 'logo.png', pdf],
    ['a PNG named .pdf', 'brief.pdf', png],
    ['a GIF named .jpg', 'photo.jpg', text('GIF89a\x01\x00\x01\x00')],
    ['an empty file', 'brief.pdf', new Uint8Array()],
    ['a name without a kind', 'logo', png],
    ['a PNG cut short, without its end', 'logo.png', png.slice(0, 40)],
    ['a PNG with a second file after its end', 'logo.png', join(png, text('PK\x03\x04 a zip'))],
    ['a PDF that is a web page too', 'brief.pdf', join(pdf, text('<html><body>hello'))],
    ['a JPEG with a script in it', 'photo.jpg', join(jpeg.slice(0, 4), text('<SCRIPT>alert(1)</SCRIPT>'))],
    ['a PDF with PHP in it', 'brief.pdf', join(pdf, text('<?php echo 1; ?>'))],
    ['a web page behind a .pdf name', 'brief.pdf', text('<!DOCTYPE html><p>%PDF-1.4</p>')],
    ['a PDF with a frame after its own marks', 'brief.pdf', join(pdf, text('<< /Type /Page >><<IFrame src=x>'))],
    ['a PDF with a web page after a run of <', 'brief.pdf', join(pdf, text('<<<<<!doctype HTML>'))],
  ])('refuses %s as the wrong type', (_, name, bytes) => {
    expect(checkAttachmentBytes(name, bytes)).toBe('type')
  })
})
