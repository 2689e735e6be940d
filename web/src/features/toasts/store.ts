/**
 * A tiny toast queue (product.md §4): toasts auto-dismiss after their duration (default from the
 * shared constants), pause while hovered, and can be closed.
 */
import { useSyncExternalStore } from "react";
import { common } from "../../i18n/en.json";
import { CONSTANTS } from "../../wasm/constants";

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
  add({ id, title, description, status, durationMs: durationMs ?? CONSTANTS.toastMs });
  return id;
}

export function dismissToast(id: number) {
  remainingMs.delete(id);
  const before = toasts.length;
  toasts = toasts.filter((t) => t.id !== id);
  if (toasts.length !== before) emit();
}

export function clearToasts() {
  remainingMs.clear();
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
const NO_TOASTS: readonly Toast[] = [];
// The same array every time: React compares snapshots by identity.
const getServerSnapshot = () => NO_TOASTS;

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

// ---- The toaster's own words: English until a translated part of the app sets them ----

export interface ToastLabels {
  /** Accessible name of the region that holds the toasts. */
  region: string;
  /** Accessible name of each toast's close button. */
  close: string;
}

let labels: ToastLabels = { region: common.notifications, close: common.close };
const labelListeners = new Set<() => void>();

export function setToastLabels(next: ToastLabels) {
  if (next.region === labels.region && next.close === labels.close) return;
  labels = next;
  for (const l of labelListeners) l();
}

function subscribeLabels(listener: () => void) {
  labelListeners.add(listener);
  return () => {
    labelListeners.delete(listener);
  };
}

const getLabels = () => labels;

export function useToastLabels(): ToastLabels {
  return useSyncExternalStore(subscribeLabels, getLabels, getLabels);
}

// ---- Time left per toast, kept outside the component so a toast that moves keeps its clock ----

const remainingMs = new Map<number, number>();

export function toastTimeLeft(toast: Toast): number {
  return remainingMs.get(toast.id) ?? toast.durationMs;
}

export function setToastTimeLeft(id: number, ms: number) {
  if (toasts.some((t) => t.id === id)) remainingMs.set(id, ms);
}

// ---- Where the toasts render: a modal <dialog> makes the rest of the page inert (not clickable,
// not announced), so while one is open the toasts render inside it. ----

let hosts: readonly HTMLElement[] = [];
const hostListeners = new Set<() => void>();

/** Makes `element` (an open modal dialog) the toasts' home until the returned function is called. */
export function pushToastHost(element: HTMLElement): () => void {
  hosts = [...hosts, element];
  for (const l of hostListeners) l();
  return () => {
    hosts = hosts.filter((h) => h !== element);
    for (const l of hostListeners) l();
  };
}

function subscribeHosts(listener: () => void) {
  hostListeners.add(listener);
  return () => {
    hostListeners.delete(listener);
  };
}

const getHost = () => hosts[hosts.length - 1] ?? null;
const getServerHost = () => null;

export function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(subscribeHosts, getHost, getServerHost);
}
