/**
 * The start-up badge: spells the brand letter by letter for 3 s on the first page load of a browser
 * session. Drawn hidden; renderer/shell.ts shows it once the page has loaded and been painted (the
 * largest paint never waits for it) and staggers its letters, never for visitors who prefer reduced motion, and visitors
 * without JavaScript never see it. It is hidden from assistive technology and lets clicks through.
 */
export function StartupOverlay({ brand }: { brand: string }) {
  const letters = [...brand]
  return (
    <div className="startup" aria-hidden="true" data-startup data-testid="startup-overlay" hidden>
      <p className="startup__word">
        {letters.map((letter, i) => (
          <span key={i} className="startup__letter">
            {letter}
          </span>
        ))}
      </p>
    </div>
  )
}
