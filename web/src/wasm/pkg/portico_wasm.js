/* @ts-self-types="./portico_wasm.d.ts" */
import * as wasm from "./portico_wasm_bg.wasm";
import { __wbg_set_wasm } from "./portico_wasm_bg.js";

__wbg_set_wasm(wasm);
wasm.__wbindgen_start();
export {
    chatStart, chatStep, checkAttachment, constants, displayDate, formatDuration, goalStatusLabel, milestoneLabel, quotePreview, sprintActiveLabel, sprintCompletedLabel, sprintStanding, taskPriorityLabel, taskStatusLabel, ticketIsOpen, ticketStatusLabel, validateAccountEmail, validateClient, validateClientEdit, validateContact, validateDecision, validateGoal, validateHourBlock, validateHoursSettings, validateIssue, validateIssueComment, validateLogin, validateNewPassword, validateNewProject, validateNewsletter, validatePasskeyName, validatePasswordChange, validatePayment, validatePerson, validateProfile, validateProjectRequest, validateQuote, validateQuoteDecision, validateReceipt, validateRoleRate, validateSecondFactor, validateSignOff, validateSowUpdate, validateSprint, validateSprintBudget, validateStaffHours, validateStaffInvite, validateSudo, validateTask, validateTeamMember, validateTicket, validateTicketRating, validateTicketReply, validateTimeEntry, validateTimer, validateTokenPassword, validateTotpCode, validateTwoFactorSignIn, validateUpdateProject
} from "./portico_wasm_bg.js";
