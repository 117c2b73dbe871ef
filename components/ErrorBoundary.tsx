/** Catches an error while a page renders or hydrates in the browser and shows the default error screen with its message. */
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorScreen, type ErrorWords } from './ErrorScreen'

interface State {
  error: Error | null
}

export class ErrorBoundary extends Component<{ children: ReactNode; words: ErrorWords }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // The stack goes to the console for whoever investigates; the screen shows only the message.
    console.error(error, info.componentStack)
  }

  render() {
    const { error } = this.state
    return error ? <ErrorScreen error={error} words={this.props.words} /> : this.props.children
  }
}
