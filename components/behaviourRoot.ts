/**
 * The attributes of a behaviour's root element, typed by the registry (components/islands.ts, read for
 * its types only: this module loads none of the islands, so the editor's preview can draw the markup).
 */
import type { BehaviourName, BehaviourProps } from './islands'

/**
 * A behaviour's name and its props as JSON (`data-island`, `data-props`), both typed by the registry,
 * so a misspelt name or a wrong prop fails the type check instead of the visitor's browser.
 *
 *   <ul {...behaviourRoot('counters')}>   <div {...behaviourRoot('testimonials', words)}>
 */
export function behaviourRoot<N extends BehaviourName>(
  name: N,
  ...props: BehaviourProps<N> extends undefined ? [] : [BehaviourProps<N>]
): { 'data-island': N; 'data-props'?: string } {
  return props.length ? { 'data-island': name, 'data-props': JSON.stringify(props[0]) } : { 'data-island': name }
}
