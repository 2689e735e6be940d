/* @ts-self-types="./portico_wasm.d.ts" */
import * as wasm from "./portico_wasm_bg.wasm";
import { __wbg_set_wasm } from "./portico_wasm_bg.js";

__wbg_set_wasm(wasm);
wasm.__wbindgen_start();
export {
    displayDate, goalStatusLabel, milestoneLabel, sprintActiveLabel, sprintCompletedLabel, sprintStanding, taskPriorityLabel, taskStatusLabel, ticketIsOpen, ticketStatusLabel
} from "./portico_wasm_bg.js";
