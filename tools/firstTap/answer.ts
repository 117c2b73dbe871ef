/**
 * What the first-tap benchmark runs inside the page (an init script of its browser context): the
 * time of the visitor's first action and the time the answer was first on screen, both as epoch
 * milliseconds (`performance.timeOrigin` plus the page's clock), so that an answer drawn by another
 * document (a category that opens its own page) is measured on the same clock.
 *
 * `armFirstTap(answer)` (called by the benchmark just before it acts) stores what the answer is in
 * sessionStorage; each document of the tab, the next one too, then watches its DOM until the answer
 * shows, and notes the first moment after the frame that drew it (it has been painted by then).
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

/**
 * The init script: defines `window.armFirstTap` and, on a document opened after arming, watches at
 * once. Plain JavaScript in a string: a function passed to the page would carry the helpers tsx adds
 * to this file's functions, which the page does not have.
 */
export const firstTapProbe = `(() => {
  const KEY = 'first-tap'
  const now = () => performance.timeOrigin + performance.now()
  const read = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null')
  const write = (record) => sessionStorage.setItem(KEY, JSON.stringify(record))
  const shown = ({ selector, count, compare }) => {
    const visible = [...document.querySelectorAll(selector)].filter((el) => el.checkVisibility()).length
    return compare === 'equal' ? visible === count : visible > count
  }
  const watch = () => {
    const record = read()
    if (!record || record.answeredAt) return
    // Looked at once per frame, in the frame about to be drawn (no layout of its own); noted at the first
    // moment after that frame's paint.
    let pending = false
    const check = () => {
      if (pending) return
      pending = true
      requestAnimationFrame(() => {
        pending = false
        if (!shown(record.answer)) return
        observer.disconnect()
        // The first task after that frame: one of the highest priority, so that what the page itself
        // put off until after the frame (a timer, such as the video's player) is not counted as the answer.
        const note = () => {
          write({ ...read(), answeredAt: now() })
          performance.mark('first-tap:answered')
        }
        if (globalThis.scheduler?.postTask) scheduler.postTask(note, { priority: 'user-blocking' })
        else setTimeout(note, 0)
      })
    }
    const observer = new MutationObserver(check)
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    check()
  }
  const acted = (event) => {
    const record = read()
    if (!record || record.actedAt) return
    write({ ...record, actedAt: performance.timeOrigin + event.timeStamp })
    // For a trace of the tap (tools/firstTap/trace.ts).
    performance.mark('first-tap:acted', { startTime: event.timeStamp })
  }
  for (const type of ['pointerdown', 'keydown', 'input', 'change']) addEventListener(type, acted, true)
  window.armFirstTap = (answer) => {
    write({ answer })
    watch()
  }
  watch()
})()`
