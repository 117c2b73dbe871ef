/** Catches a rendering error of a page and shows the default error screen with its message. */
import { Component, type ErrorInfo, type ReactNode } from 'react'

interface State {
  error: Error | null
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <section className="error-screen" role="alert">
        <h1>Unexpected Application Error!</h1>
        <p className="error-screen__message">{error.message}</p>
      </section>
    )
  }
}
