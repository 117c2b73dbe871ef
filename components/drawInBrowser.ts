/**
 * Draws components in the browser without React: the behaviours that draw what the build could not
 * (the blog's posts, lists and breadcrumb; a patch page's name) call the very components the prerender
 * draws with React, and this turns the React elements they return into DOM nodes. Each piece of markup
 * is so written once, in JSX, and the blog's pages ship a few hundred bytes of drawing instead of
 * React DOM, which alone is larger than their budget.
 *
 * It knows what those components use: host elements (SVG included), function components without hooks,
 * fragments, text, lists, and attributes as React writes them (`className`, `htmlFor`, booleans,
 * `aria-*` and `data-*` values, `dangerouslySetInnerHTML`). Anything else (a hook, a handler, a style
 * object, a context) throws, naming it, rather than draw what the prerender would not:
 * tests/unit/drawInBrowser.test.tsx holds every piece drawn here to React's own HTML for it.
 */
import type { ReactElement, ReactNode } from 'react'
import { Fragment } from 'react/jsx-runtime'

const SVG_NS = 'http://www.w3.org/2000/svg'

/** React's names of the attributes whose DOM name differs. */
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for' }

/** Props that are no attribute. */
const NOT_ATTRIBUTES = new Set(['children', 'dangerouslySetInnerHTML', 'ref'])

type Props = Record<string, unknown> & { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } }

const refuse = (what: string): never => {
  throw new Error(`drawInBrowser cannot draw ${what}`)
}

const isElement = (node: ReactNode): node is ReactElement<Props> =>
  typeof node === 'object' && node !== null && 'type' in node && 'props' in node

/** The host element a component's element stands for, its function components called in turn. */
function hostOf(element: ReactElement<Props>): ReactNode {
  let node: ReactNode = element
  while (isElement(node) && typeof node.type === 'function')
    node = (node.type as (props: Props) => ReactNode)(node.props)
  return node
}

/** The attribute value React writes for a prop, or null for none. */
function attributeValue(name: string, value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'boolean')
    return name.startsWith('aria-') || name.startsWith('data-') ? String(value) : value ? '' : null
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return refuse(`${name}={${typeof value}}: text, a number or a boolean is expected`)
}

/** Gives `element` the attributes and children of `props`. */
function fill(element: Element, props: Props, namespace: string | null): void {
  for (const [name, value] of Object.entries(props)) {
    if (NOT_ATTRIBUTES.has(name)) continue
    const text = attributeValue(name, value)
    if (text !== null) element.setAttribute(ATTRIBUTE_NAMES[name] ?? name, text)
  }
  // The only markup taken as it is: a post's body, sanitised before it gets here (lib/blog/sanitizeHtml.ts).
  if (props.dangerouslySetInnerHTML) element.innerHTML = props.dangerouslySetInnerHTML.__html
  else element.replaceChildren(nodesOf(props.children, namespace))
}

/** The DOM nodes of `node`, in a fragment. */
function nodesOf(node: ReactNode, namespace: string | null): DocumentFragment {
  const out = document.createDocumentFragment()
  const add = (item: ReactNode) => {
    if (item === null || item === undefined || typeof item === 'boolean') return
    if (typeof item === 'string' || typeof item === 'number') return void out.append(String(item))
    if (Array.isArray(item)) return item.forEach(add)
    if (!isElement(item)) return refuse(String(item))
    const host = hostOf(item)
    if (!isElement(host)) return add(host)
    if (host.type === Fragment) return add(host.props.children)
    if (typeof host.type !== 'string')
      return refuse(`${String(host.type)}: an element, a fragment or a function component is expected`)
    const ns = host.type === 'svg' ? SVG_NS : namespace
    const element = ns ? document.createElementNS(ns, host.type) : document.createElement(host.type)
    fill(element, host.props, ns)
    out.append(element)
  }
  add(node)
  return out
}

/** What `node` (elements, text, a list) draws, as DOM nodes in a fragment, ready to be put in the page. */
export function draw(node: ReactNode): DocumentFragment {
  return nodesOf(node, null)
}

/**
 * Draws `element` over `target`, an element of the same tag already in the page: `target` takes the
 * element's attributes and children, and stays (with its listeners, and as a live region that screen
 * readers keep following).
 */
export function redraw(target: Element, element: ReactElement): void {
  const host = hostOf(element as ReactElement<Props>)
  if (!isElement(host) || host.type !== target.localName)
    return refuse(`over a <${target.localName}> anything but the same element`)
  for (const name of target.getAttributeNames()) target.removeAttribute(name)
  fill(target, host.props, target.namespaceURI === SVG_NS ? SVG_NS : null)
}
