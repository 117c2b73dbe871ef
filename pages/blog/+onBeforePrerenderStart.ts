// https://vike.dev/onBeforePrerenderStart
export function onBeforePrerenderStart(): string[] {
  return []
}
