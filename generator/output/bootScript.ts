/**
 * The one script a prerendered page names (see deferScripts.ts). It requests the page's JavaScript
 * only once the page has loaded (its eager images, so the largest one, included) and been painted, so
 * the first and largest paint never share the network or the main thread with ~90 KB of scripts.
 * A tap on a script-driven button starts it at once, and is kept and replayed once React has taken
 * over (renderer/PageShell.tsx announces that with the `app:hydrated` event). At most 3 s after the
 * document is parsed it starts anyway, should an image hang.
 *
 * A classic `defer` script: it runs after the document is parsed, reads its own data attributes
 * (`data-entry`: Vike's client entry; `data-preload`: the page's chunks, space-separated, dependencies
 * first) and loads them with `import()`. Same origin only, so the Content-Security-Policy
 * (script-src 'self') allows it. All files are requested at once (modulepreload); they are run one per
 * task, chunks first and Vike's entry last, so that no single task runs all of React, Vike and the page
 * (a long task delays a tap: Total Blocking Time, Interaction to Next Paint).
 */
export const bootScript = `(function () {
  var script = document.currentScript
  var entry = script.getAttribute('data-entry')
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  var started = false
  var hydrated = false
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

  // A tap on a button that only scripts make work, before they have: keep it for later.
  function keep(event) {
    var button = !hydrated && event.target.closest && event.target.closest('button[type="button"]')
    if (!button) return
    event.preventDefault()
    event.stopPropagation()
    queued.push(button)
    start()
  }
  document.addEventListener('click', keep, true)
  window.addEventListener('app:hydrated', function () {
    hydrated = true
    document.removeEventListener('click', keep, true)
    queued.splice(0).forEach(function (button) { button.click() })
  })

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
