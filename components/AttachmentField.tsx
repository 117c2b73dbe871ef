/**
 * The quote form's optional file field. The browser submits the file itself (the form is multipart);
 * with JavaScript, a chosen file is checked at once (spec point 5), by its name, type and size
 * (lib/checkAttachment.ts), then by its bytes, as the intake checks them: a refused file raises the
 * spec's alert, is cleared, and the same message stays beside the field for screen readers and sighted
 * users. An accepted file is read into base64 locally and asynchronously (lib/browser/readAttachment.ts, loaded
 * when a file is chosen; the page never waits) and shown as a preview; that copy is never submitted.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import type { Ui } from '../content/config'
import {
  allowedAttachmentTypes,
  attachmentAccept,
  checkAttachment,
  maxAttachmentBytes,
  type AttachmentProblem,
} from '../lib/checkAttachment'
import { fillWords } from '../lib/fillWords'
import { loadChunk } from '../lib/loadChunk'
import { Icon } from './Icon'

/** The accepted types as words, the last after "or": "PNG, JPG, JPEG or PDF". */
const typesIn = (or: string) =>
  Object.keys(allowedAttachmentTypes)
    .map((ext) => ext.toUpperCase())
    .join(', ')
    .replace(/, (?=[^,]*$)/, ` ${or} `)

/** "850 KB", "2.4 MB". */
const formatSize = (bytes: number) =>
  bytes < 1_048_576 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`

interface ChosenFile {
  name: string
  size: number
  /** An image as a data: URL (base64), read locally, for its thumbnail; a PDF keeps no copy. */
  image?: string
}

export function AttachmentField({ id, words }: { id: string; words: Omit<Ui['quoteForm'], 'note'> }) {
  const input = useRef<HTMLInputElement>(null)
  const reading = useRef<AbortController | null>(null)
  const [error, setError] = useState('')
  const [chosen, setChosen] = useState<ChosenFile | null>(null)

  // A read still running when the form leaves the page is abandoned.
  useEffect(() => () => reading.current?.abort(), [])

  function forget() {
    reading.current?.abort()
    reading.current = null
    setChosen(null)
  }

  /** Clears a refused file, keeps the message beside the field and raises the spec's alert. */
  function refuse(field: HTMLInputElement, problem: AttachmentProblem) {
    const alert = words.alerts[problem]
    field.value = ''
    setError(alert)
    window.alert(alert)
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    forget()
    const field = event.currentTarget
    const file = field.files?.[0]
    if (!file) return
    // 1. Refused by its name, type or size: the selection cleared, the message kept beside the field.
    const problem = checkAttachment(file)
    if (problem) return refuse(field, problem)
    // 2. Its bytes must be what its name says, as the intake checks them (a renamed or doctored file),
    //    then it is read for its preview: asynchronously, the page never waits; only the latest choice
    //    may land. Should that code not load, the file stays chosen: the intake checks its bytes anyway.
    setError('')
    const read = new AbortController()
    reading.current = read
    loadChunk(() => import('../lib/browser/readAttachment'))
      .then(({ readAttachment }) => readAttachment(file, read.signal))
      .catch(() => ({ image: undefined }))
      .then((result) => {
        if (read.signal.aborted) return
        if ('problem' in result) return refuse(field, result.problem)
        setChosen({ name: file.name, size: file.size, image: result.image })
      })
  }

  function remove() {
    forget()
    if (input.current) input.current.value = ''
    input.current?.focus()
  }

  return (
    <div className="quote-form__field quote-form__field--wide">
      <label htmlFor={id}>
        {words.attachment} <span className="quote-form__optional">{words.optional}</span>
      </label>
      <input
        ref={input}
        id={id}
        className="quote-form__file-input"
        name="attachment"
        type="file"
        accept={attachmentAccept}
        aria-describedby={`${id}-hint ${id}-error`}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
      />
      <p id={`${id}-hint`} className="quote-form__hint">
        {fillWords(words.attachmentHint, { types: typesIn(words.or), size: maxAttachmentBytes / 1_048_576 })}
      </p>
      <p id={`${id}-error`} className="quote-form__error" role="alert">
        {error}
      </p>
      {chosen && (
        <div className="quote-form__preview">
          {chosen.image ? (
            <img src={chosen.image} alt="" width="56" height="56" />
          ) : (
            <span className="quote-form__preview-icon">
              <Icon name="file-check" size={26} />
            </span>
          )}
          <span className="quote-form__preview-text">
            <strong>{chosen.name}</strong>
            <span>{fillWords(words.ready, { size: formatSize(chosen.size) })}</span>
          </span>
          <button
            type="button"
            className="icon-button quote-form__remove"
            onClick={remove}
            aria-label={fillWords(words.remove, { name: chosen.name })}
          >
            <Icon name="x" size={18} />
          </button>
        </div>
      )}
    </div>
  )
}
