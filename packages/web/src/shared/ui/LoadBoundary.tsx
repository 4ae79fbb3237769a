import { Component, type ReactNode } from "react";

/**
 * Shows `fallback` instead of `children` once they fail to render: meant for parts loaded on first use, whose
 * code cannot be fetched once the server is gone. Outside the router (the notices) such a failure would
 * otherwise empty the whole page; inside it, the route error would replace the page.
 */
export class LoadBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
