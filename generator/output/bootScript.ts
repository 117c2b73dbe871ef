import { createHash } from 'node:crypto'

/**
 * The one script of a prerendered page, written into the page itself (see deferScripts.ts). It requests the page's JavaScript
 * only once the page has loaded (its eager images, so the largest one, included) and been painted, so
 * the first and largest paint never share the network or the main thread with the page's scripts.
 * A tap on a button of an island that has not started yet starts it at once, and is kept and replayed
 * once the island has (renderer/islands.ts announces that with the `island:hydrated` event). At most
 * 3 s after the document is parsed it starts anyway, should an image hang.
 *
 * An inline classic script at the end of `<body>`: it runs as soon as the document is parsed, so a tap
 * is kept from the first paint on, and it costs no request of its own (the page's first view then
 * requests exactly what its zero-JavaScript twin requests). It reads its own data attributes
 * (`data-entry`: the page's client entry, renderer/+client.ts; `data-preload`: the chunks it imports,
 * space-separated, dependencies first) and loads them with `import()`, same origin only. The
 * Content-Security-Policy allows it by its hash (`bootScriptHash`, in `script-src` beside 'self'),
 * and the build's gate lets no other inline script through. All files are requested at once
 * (modulepreload); they are run one per task, chunks first and the entry last, so that no single task
 * runs them all (a long task delays a tap: Total Blocking Time, Interaction to Next Paint).
 */
const source = `(function () {
  var script = document.currentScript
  var entry = script.getAttribute('data-entry')
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  var started = false
  var queued = []

  function start() {
    if (started) return
    started = true
    preload.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.appendChild(link)
    })
    var queue = preload.concat(entry)
    function next() {
      var href = queue.shift()
      // A chunk that fails to load does not stop the rest; the entry's own failure stays unhandled,
      // so it reaches the console as before.
      if (queue.length) import(href).then(later, later)
      else import(href)
    }
    function later() { setTimeout(next, 0) }
    next()
  }

  // A tap on a button of an island that has not started (only its script makes such a button work,
  // and a form's own checks run only once it has): keep it, ask for the island at once, and replay
  // the tap once the island has started (renderer/islands.ts). A form's submit button is never held
  // for long: if the island has not started within SUBMIT_WAIT_MS, or cannot, the form goes as it
  // does without JavaScript.
  var SUBMIT_WAIT_MS = 5000
  function replay(button) {
    button.setAttribute('data-replayed', '')
    button.click()
    button.removeAttribute('data-replayed')
  }
  // The island an event happened in, if it has not started (and has not failed); marked and asked for
  // at once (renderer/islands.ts starts it on island:wake, or on data-wake if it is not running yet).
  function unstarted(event) {
    return event.target.closest && event.target.closest('[data-island]:not([data-hydrated]):not([data-failed])')
  }
  function wakeUp(island) {
    island.setAttribute('data-wake', '')
    island.dispatchEvent(new Event('island:wake', { bubbles: true }))
    start()
  }
  function keep(event) {
    var island = unstarted(event)
    var button = island && event.target.closest('button:not([data-replayed])')
    if (!button) return
    event.preventDefault()
    event.stopPropagation()
    var held = { button: button, island: island }
    if (button.type === 'submit') held.timer = setTimeout(function () { release(held) }, SUBMIT_WAIT_MS)
    queued.push(held)
    wakeUp(island)
  }
  function release(held) {
    var i = queued.indexOf(held)
    if (i < 0) return
    queued.splice(i, 1)
    clearTimeout(held.timer)
    // A submit goes even if its island never starts; another button does something only once it has.
    if (held.island.hasAttribute('data-hydrated') || held.button.type === 'submit') replay(held.button)
  }
  function settled(event) {
    queued.filter(function (held) { return held.island === event.target }).forEach(release)
  }
  // Typing or picking in an island that has not started: ask for it at once (what was entered is
  // handed over when it starts, renderer/restoreInputs.ts).
  function wake(event) {
    var island = unstarted(event)
    if (island) wakeUp(island)
  }
  document.addEventListener('click', keep, true)
  document.addEventListener('input', wake, true)
  document.addEventListener('change', wake, true)
  document.addEventListener('island:hydrated', settled)
  document.addEventListener('island:failed', settled)

  // After the load event and the next paint (the frame after the next animation frame); a hidden
  // tab paints nothing, so it starts at load.
  function afterPaint() {
    if (document.visibilityState === 'hidden') start()
    else requestAnimationFrame(function () { setTimeout(start, 0) })
  }
  if (document.readyState === 'complete') afterPaint()
  else window.addEventListener('load', afterPaint)
  setTimeout(start, 3000)
})()
`

/** The script as pages carry it: the source without its comment lines and indentation. */
export const bootScript = source
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n')

/** The CSP source that allows exactly this script: `'sha256-…'`. */
export const bootScriptHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`
