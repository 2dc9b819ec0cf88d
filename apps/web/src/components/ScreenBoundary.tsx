import { Component, type ReactNode } from "react";
import { ErrorPage } from "./pages/ErrorPage";

/**
 * Catches a screen's render failure (or a screen chunk that failed to load) so the shell stays up.
 * Keyed by the route path by its parent, so moving to another page starts clean.
 */
export class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
