/* tslint:disable */
/* eslint-disable */
export const memory: WebAssembly.Memory;
export const displayDate: (a: number, b: number) => [number, number];
export const goalStatusLabel: (a: number, b: number) => any;
export const milestoneLabel: (a: number) => any;
export const sprintActiveLabel: (a: number) => any;
export const sprintCompletedLabel: (a: number) => any;
export const sprintStanding: (a: number, b: number, c: number, d: number, e: number, f: number, g: number) => any;
export const taskPriorityLabel: (a: number, b: number) => any;
export const taskStatusLabel: (a: number, b: number) => any;
export const ticketIsOpen: (a: number, b: number) => number;
export const ticketStatusLabel: (a: number, b: number) => any;
export const __wbindgen_malloc: (a: number, b: number) => number;
export const __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
export const __wbindgen_free: (a: number, b: number, c: number) => void;
export const __wbindgen_externrefs: WebAssembly.Table;
export const __wbindgen_start: () => void;
