/**
 * What the first-tap benchmark runs inside the page (an init script of its browser context): the
 * time of the visitor's first action and the time the answer was first on screen, both as epoch
 * milliseconds (`performance.timeOrigin` plus the page's clock), so that an answer drawn by another
 * document (a category that opens its own page) is measured on the same clock.
 *
 * `armFirstTap(answer)` (called by the benchmark just before it acts) stores what the answer is in
 * sessionStorage; each document of the tab, the next one too, then watches its DOM until the answer
 * shows, and notes it in the frame after the one that drew it (it has been painted by then).
 */

/** The answer to wait for: `count` elements matching `selector` are visible (`more`: more than `count`). */
export interface Answer {
  selector: string
  count: number
  compare: 'equal' | 'more'
}

/** What the page notes, in sessionStorage under `first-tap`. */
export interface TapRecord {
  answer: Answer
  /** Epoch ms of the first pointer-down, key, input or change after arming. */
  actedAt?: number
  /** Epoch ms of the first frame after the answer was drawn. */
  answeredAt?: number
}

/** The init script: defines `window.armFirstTap` and, on a document opened after arming, watches at once. Self-contained (it is serialised). */
export function firstTapProbe(): void {
  const KEY = 'first-tap'
  const now = () => performance.timeOrigin + performance.now()
  const read = (): TapRecord | null => JSON.parse(sessionStorage.getItem(KEY) ?? 'null')
  const write = (record: TapRecord) => sessionStorage.setItem(KEY, JSON.stringify(record))

  const shown = ({ selector, count, compare }: Answer) => {
    const visible = [...document.querySelectorAll(selector)].filter((el) => (el as HTMLElement).checkVisibility()).length
    return compare === 'equal' ? visible === count : visible > count
  }
  const watch = () => {
    const record = read()
    if (!record || record.answeredAt) return
    let done = false
    const check = () => {
      if (done || !shown(record.answer)) return
      done = true
      observer.disconnect()
      // The frame that draws it, then the first moment after its paint.
      requestAnimationFrame(() => setTimeout(() => write({ ...read()!, answeredAt: now() }), 0))
    }
    const observer = new MutationObserver(check)
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    check()
  }
  const acted = (event: Event) => {
    const record = read()
    if (record && !record.actedAt) write({ ...record, actedAt: performance.timeOrigin + event.timeStamp })
  }
  for (const type of ['pointerdown', 'keydown', 'input', 'change']) addEventListener(type, acted, true)
  Object.assign(window, {
    armFirstTap: (answer: Answer) => {
      write({ answer })
      watch()
    },
  })
  watch()
}
