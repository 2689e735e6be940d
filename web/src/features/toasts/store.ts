/**
 * A tiny toast queue (spec section 4): toasts auto-dismiss after their duration (default from the
 * shared constants), pause while hovered, and can be closed.
 */
import { useSyncExternalStore } from "react";
import { loadWasm } from "../../wasm";

export type ToastStatus = "success" | "error" | "info";

export interface ToastOptions {
  title: string;
  description?: string;
  status?: ToastStatus;
  /** Milliseconds before auto-dismiss; the shared default when omitted. */
  durationMs?: number;
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  status: ToastStatus;
  durationMs: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function add(toast: Toast) {
  toasts = [...toasts, toast];
  emit();
}

/** Shows a toast; returns its id (usable with `dismissToast`). */
export function toast({ title, description, status = "info", durationMs }: ToastOptions): number {
  const id = nextId++;
  if (durationMs !== undefined) {
    add({ id, title, description, status, durationMs });
  } else {
    void loadWasm().then((w) => add({ id, title, description, status, durationMs: w.constants().toastMs }));
  }
  return id;
}

export function dismissToast(id: number) {
  const before = toasts.length;
  toasts = toasts.filter((t) => t.id !== id);
  if (toasts.length !== before) emit();
}

export function clearToasts() {
  toasts = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;
const getServerSnapshot = (): readonly Toast[] => [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
