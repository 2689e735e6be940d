import { Alert, Button } from "@mantine/core";
import { Component, type ReactNode } from "react";

interface Props {
  /** What to say when the section failed (its code could not be fetched, or it threw). */
  message: string;
  retryLabel: string;
  children: ReactNode;
}

/**
 * Keeps a failing section inside the console: the menu stays usable and the failure is said where
 * the section would be. Retry reloads the page (a stale deployment's chunk names change).
 */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("Admin console section failed:", error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" role="alert" variant="light">
        {this.props.message}{" "}
        <Button variant="subtle" size="compact-sm" onClick={() => window.location.reload()}>
          {this.props.retryLabel}
        </Button>
      </Alert>
    );
  }
}
