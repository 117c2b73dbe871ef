/**
 * The rules of a lead's fields (lib/leads/leadRules.ts), which the page and the intake both apply:
 * what each field refuses, and that the page's own `pattern` refuses what the rule refuses.
 */
import { describe, expect, it } from 'vitest'
import { emailPattern, newsletterProblems, quoteProblems } from '../../lib/leads/leadRules'
import { fieldMaxLength, phonePattern, type QuoteField } from '../../lib/leads/leadFields'
import { services } from '../support/siteContent'

const labels = services.quoteServices.map((s) => s.label)
const good: Record<QuoteField, string> = {
  name: 'Dana Whitfield',
  email: 'dana@example.org',
  phone: '+1 (917) 555-0199',
  subject: labels[0],
  message: 'Left chest logo, 3.5 in wide.\nNeed DST.',
}

describe('quoteProblems', () => {
  it('finds nothing wrong with a quote as a person fills it in', () => {
    expect(quoteProblems(good, labels)).toEqual({})
    expect(quoteProblems({ ...good, phone: '718.555.0142 ext. 12' }, labels)).toEqual({})
  })

  it.each<[string, Partial<Record<QuoteField, string | undefined>>, Partial<Record<QuoteField, string>>]>([
    [
      'every field missing',
      { name: undefined, email: undefined, phone: undefined, subject: undefined, message: undefined },
      { name: 'missing', email: 'missing', phone: 'missing', subject: 'missing', message: 'missing' },
    ],
    ['spaces only', { name: '   ', message: '\n\n' }, { name: 'missing', message: 'missing' }],
    ['an e-mail without a domain', { email: 'dana-at-example' }, { email: 'invalid' }],
    ['an e-mail with a line break', { email: 'dana@example.org\r\nBcc: x@y.z' }, { email: 'invalid' }],
    ['a name with a line break', { name: 'Dana\nWhitfield' }, { name: 'invalid' }],
    ['a phone of words', { phone: 'call me maybe' }, { phone: 'invalid' }],
    ['a phone of six digits', { phone: '555-019' }, { phone: 'invalid' }],
    ['a phone of sixteen digits', { phone: '1234567890123456' }, { phone: 'invalid' }],
    ['a service the form does not offer', { subject: 'Knitting' }, { subject: 'invalid' }],
    ['a service with a line break', { subject: `${labels[0]}\r\n` }, { subject: 'invalid' }],
    ['a name too long', { name: 'A'.repeat(fieldMaxLength.name + 1) }, { name: 'tooLong' }],
    ['a message too long', { message: 'x'.repeat(fieldMaxLength.message + 1) }, { message: 'tooLong' }],
  ])('refuses %s', (_, change, expected) => {
    expect(quoteProblems({ ...good, ...change }, labels)).toEqual(expected)
  })

  it("agrees with the page's own checks: the phone's pattern and the browser's e-mail rule", () => {
    const pattern = new RegExp(`^(?:${phonePattern})$`, 'v')
    for (const phone of ['+1 (917) 555-0199', '7185550142', '718.555.0142 x12'])
      expect(pattern.test(phone) && !quoteProblems({ ...good, phone }, labels).phone).toBe(true)
    for (const phone of ['call me', '555<script>', 'tel:+1 917 555 0199']) {
      expect(pattern.test(phone)).toBe(false)
      expect(quoteProblems({ ...good, phone }, labels).phone).toBe('invalid')
    }
    expect(emailPattern.test('a@b')).toBe(true)
    expect(emailPattern.test('a b@example.org')).toBe(false)
  })
})

describe('newsletterProblems', () => {
  it('takes an address, and refuses none, a malformed one, and one too long', () => {
    expect(newsletterProblems({ email: 'dana@example.org' })).toEqual({})
    expect(newsletterProblems({})).toEqual({ email: 'missing' })
    expect(newsletterProblems({ email: 'dana' })).toEqual({ email: 'invalid' })
    expect(newsletterProblems({ email: `${'a'.repeat(250)}@example.org` })).toEqual({ email: 'tooLong' })
  })
})
