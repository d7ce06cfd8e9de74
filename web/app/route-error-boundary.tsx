import { Component, type ReactNode } from 'react';

interface Props {
  /** Says which history entry and page: a navigation (another page, or the same one again with Retry) clears the error. */
  locationKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: { value: unknown } | null;
  locationKey: string;
}

/**
 * The route's error boundary: a route that failed to load (its query rejected) or a page that threw
 * while rendering shows `fallback` in its place, until the next navigation renders the route anew.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey ? null : { error: null, locationKey: props.locationKey };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error.value) : this.props.children;
  }
}
