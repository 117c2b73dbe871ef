/**
 * Play Video (components/VideoPlayer.tsx): the link to the video becomes a button that opens the
 * player in the page's native `<dialog>`, drawn at once and a modal from the next task. The platform
 * makes the page behind inert and closes the dialog on Escape; this adds the rest: the player's
 * iframe, taken from its `<template>` once the dialog is on screen and removed on close (nothing of the
 * player loads before Play Video), the page's scroll lock, Close and a click on the backdrop, focus kept
 * round the dialog (Tab past the player comes back to Close), and focus back on Play Video once it is
 * closed.
 */
export function mount(root: HTMLElement): void {
  const link = root.querySelector<HTMLAnchorElement>('[data-play]')!
  const dialog = root.querySelector('dialog')!
  const frame = dialog.querySelector<HTMLElement>('.video-dialog__frame')!
  const player = frame.querySelector('template')!
  const close = dialog.querySelector<HTMLButtonElement>('[data-close]')!

  // The same face, as a button: it opens the dialog instead of a new tab.
  const play = document.createElement('button')
  play.type = 'button'
  play.className = link.className
  play.append(...link.childNodes)
  link.replaceWith(play)

  // While the dialog opens, the platform focuses its first stop (a guard): that is no Tab to send round.
  let opening = false
  const open = (modal: boolean) => {
    opening = true
    if (modal) dialog.showModal()
    else dialog.show()
    opening = false
  }
  play.addEventListener('click', () => {
    if (dialog.open) return
    // The tap is answered first: the dialog is drawn open, not yet modal. Making the page behind inert
    // restyles every element of it (tens of milliseconds on a slow phone), so that waits for the task
    // after that frame, with the player's frame (a document of its own to create) and the page's scroll
    // lock (a new layout of it). Until then the dialog's own backdrop covers the page (VideoDialog.css).
    open(false)
    close.focus({ preventScroll: true })
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!dialog.open || dialog.matches(':modal')) return
        const focused = document.activeElement
        // Closed and opened again in one task: nothing is drawn between, and the close event this queues
        // finds the dialog open (below).
        dialog.close()
        open(true)
        ;(focused instanceof HTMLElement && dialog.contains(focused) ? focused : close).focus({ preventScroll: true })
        frame.append(player.content.cloneNode(true))
        document.documentElement.classList.add('has-dialog')
      }, 0),
    )
  })
  dialog.addEventListener('close', () => {
    // The close of the step from open to modal, above: the dialog is open again.
    if (dialog.open) return
    frame.querySelector('iframe')?.remove()
    document.documentElement.classList.remove('has-dialog')
    play.focus()
  })
  close.addEventListener('click', () => dialog.close())
  // A click on the backdrop is a click on the dialog element, outside its box.
  dialog.addEventListener('click', (event) => {
    const box = dialog.getBoundingClientRect()
    if (
      event.target === dialog &&
      (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom)
    )
      dialog.close()
  })
  // The guards send Tab round: past the player back to Close, and Shift+Tab from Close to the player.
  const guard = (name: string, to: () => HTMLElement | null | undefined) =>
    dialog.querySelector(`[data-guard="${name}"]`)!.addEventListener('focus', () => {
      if (!opening) to()?.focus()
    })
  guard('to-player', () => frame.querySelector('iframe'))
  guard('to-close', () => close)
}
