/**
 * @returns {ChatStep}
 */
export function chatStart() {
    const ret = wasm.chatStart();
    return ret;
}

/**
 * @param {ChatState} state
 * @param {string} input
 * @returns {ChatStep}
 */
export function chatStep(state, input) {
    const ptr0 = passStringToWasm0(input, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    const len0 = WASM_VECTOR_LEN;
    const ret = wasm.chatStep(state, ptr0, len0);
    return ret;
}

/**
 * A file about to be uploaded: its name, its size, its first bytes (`SNIFF_BYTES`, or all of a
 * shorter file), how many files the message holds before it and the server's limit a file
 * (`max_bytes`, from `GET /attachments/limits`); refused before anything is sent exactly as the
 * server would refuse it.
 * @param {string} name
 * @param {number} size
 * @param {Uint8Array | number[]} head
 * @param {number} before
 * @param {number} max_bytes
 * @returns {FieldError[]}
 */
export function checkAttachment(name, size, head, before, max_bytes) {
    const val3 = +size;
    const val4 = +before;
    const val5 = +max_bytes;
    let ptr0, len0, ptr1, len1;
    try {
        ptr0 = passStringToWasm0(name, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        len0 = WASM_VECTOR_LEN;
        ptr1 = passArray8ToWasm0(head, wasm.__wbindgen_malloc);
        len1 = WASM_VECTOR_LEN;
    } catch (e) {
        if (ptr1) { wasm.__wbindgen_free(ptr1, len1 * 1, 1); }
        if (ptr0) { wasm.__wbindgen_free(ptr0, len0 * 1, 1); }
        throw e;
    }
    const ret = wasm.checkAttachment(ptr0, len0, val3, ptr1, len1, val4, val5);
    return ret;
}

/**
 * @returns {Constants}
 */
export function constants() {
    const ret = wasm.constants();
    return ret;
}

/**
 * `YYYY-MM-DD` for a date or an RFC 3339 timestamp; `""` for anything else.
 * @param {string} value
 * @returns {string}
 */
export function displayDate(value) {
    let deferred2_0;
    let deferred2_1;
    try {
        const ptr0 = passStringToWasm0(value, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        const len0 = WASM_VECTOR_LEN;
        const ret = wasm.displayDate(ptr0, len0);
        deferred2_0 = ret[0];
        deferred2_1 = ret[1];
        return getStringFromWasm0(ret[0], ret[1]);
    } finally {
        wasm.__wbindgen_free(deferred2_0, deferred2_1, 1);
    }
}

/**
 * Minutes as every screen writes a duration: `90` is `1:30` (the read views get it written by
 * the server; the forms that edit time use this one).
 * @param {number} minutes
 * @returns {string}
 */
export function formatDuration(minutes) {
    let deferred1_0;
    let deferred1_1;
    try {
        const ret = wasm.formatDuration(minutes);
        deferred1_0 = ret[0];
        deferred1_1 = ret[1];
        return getStringFromWasm0(ret[0], ret[1]);
    } finally {
        wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
    }
}

/**
 * @param {string} value
 * @returns {Label}
 */
export function goalStatusLabel(value) {
    const ptr0 = passStringToWasm0(value, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    const len0 = WASM_VECTOR_LEN;
    const ret = wasm.goalStatusLabel(ptr0, len0);
    return ret;
}

/**
 * @param {boolean} isCompleted
 * @returns {Label | undefined}
 */
export function milestoneLabel(isCompleted) {
    const ret = wasm.milestoneLabel(isCompleted);
    return ret;
}

/**
 * What the lines typed so far come to, by the rule the server prices a quote with.
 * @param {QuoteInput} input
 * @returns {Totals}
 */
export function quotePreview(input) {
    const ret = wasm.quotePreview(input);
    return ret;
}

/**
 * @param {boolean} active
 * @returns {Label}
 */
export function sprintActiveLabel(active) {
    const ret = wasm.sprintActiveLabel(active);
    return ret;
}

/**
 * @param {boolean} completed
 * @returns {Label}
 */
export function sprintCompletedLabel(completed) {
    const ret = wasm.sprintCompletedLabel(completed);
    return ret;
}

/**
 * Where a sprint stands on `today` (`YYYY-MM-DD`), from its dates and its completed mark: the one
 * rule the server's dashboard figures use too, as its kind (`completed`, `upcoming`, `active`,
 * `late`, `undated`). An absent or unreadable date counts as none.
 * @param {string | null | undefined} startDate
 * @param {string | null | undefined} endDate
 * @param {boolean} completed
 * @param {string} today
 * @returns {Standing["kind"]}
 */
export function sprintStanding(startDate, endDate, completed, today) {
    const val4 = +completed;
    let ptr0, len0, ptr1, len1, ptr2, len2;
    try {
        ptr0 = isLikeNone(startDate) ? 0 : passStringToWasm0(startDate, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        len0 = WASM_VECTOR_LEN;
        ptr1 = isLikeNone(endDate) ? 0 : passStringToWasm0(endDate, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        len1 = WASM_VECTOR_LEN;
        ptr2 = passStringToWasm0(today, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        len2 = WASM_VECTOR_LEN;
    } catch (e) {
        if (ptr2) { wasm.__wbindgen_free(ptr2, len2 * 1, 1); }
        if (ptr1) { wasm.__wbindgen_free(ptr1, len1 * 1, 1); }
        if (ptr0) { wasm.__wbindgen_free(ptr0, len0 * 1, 1); }
        throw e;
    }
    const ret = wasm.sprintStanding(ptr0, len0, ptr1, len1, val4, ptr2, len2);
    return ret;
}

/**
 * @param {string} value
 * @returns {Label}
 */
export function taskPriorityLabel(value) {
    const ptr0 = passStringToWasm0(value, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    const len0 = WASM_VECTOR_LEN;
    const ret = wasm.taskPriorityLabel(ptr0, len0);
    return ret;
}

/**
 * @param {string} value
 * @returns {Label}
 */
export function taskStatusLabel(value) {
    const ptr0 = passStringToWasm0(value, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    const len0 = WASM_VECTOR_LEN;
    const ret = wasm.taskStatusLabel(ptr0, len0);
    return ret;
}

/**
 * @param {string} status
 * @returns {boolean}
 */
export function ticketIsOpen(status) {
    const ptr0 = passStringToWasm0(status, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    const len0 = WASM_VECTOR_LEN;
    const ret = wasm.ticketIsOpen(ptr0, len0);
    return ret !== 0;
}

/**
 * @param {string} status
 * @returns {Label}
 */
export function ticketStatusLabel(status) {
    const ptr0 = passStringToWasm0(status, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    const len0 = WASM_VECTOR_LEN;
    const ret = wasm.ticketStatusLabel(ptr0, len0);
    return ret;
}

/**
 * "Forgot password?", "Email me a sign-in link" and the test mail: one address.
 * @param {AccountEmailInput} input
 * @returns {FieldError[]}
 */
export function validateAccountEmail(input) {
    const ret = wasm.validateAccountEmail(input);
    return ret;
}

/**
 * @param {ClientInput} input
 * @returns {FieldError[]}
 */
export function validateClient(input) {
    const ret = wasm.validateClient(input);
    return ret;
}

/**
 * @param {ClientEditInput} input
 * @returns {FieldError[]}
 */
export function validateClientEdit(input) {
    const ret = wasm.validateClientEdit(input);
    return ret;
}

/**
 * @param {ContactInput} input
 * @returns {FieldError[]}
 */
export function validateContact(input) {
    const ret = wasm.validateContact(input);
    return ret;
}

/**
 * An approver's decision: changes need a comment.
 * @param {DecisionInput} input
 * @returns {FieldError[]}
 */
export function validateDecision(input) {
    const ret = wasm.validateDecision(input);
    return ret;
}

/**
 * @param {GoalInput} input
 * @returns {FieldError[]}
 */
export function validateGoal(input) {
    const ret = wasm.validateGoal(input);
    return ret;
}

/**
 * A prepaid block of hours sold to a company, in its project's currency.
 * @param {HourBlockInput} input
 * @param {string} currency
 * @returns {FieldError[]}
 */
export function validateHourBlock(input, currency) {
    const ptr0 = passStringToWasm0(currency, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    const len0 = WASM_VECTOR_LEN;
    const ret = wasm.validateHourBlock(input, ptr0, len0);
    return ret;
}

/**
 * A project's hourly rate and budgets, in its currency (an ISO 4217 code; unknown: no decimals
 * are checked against it).
 * @param {HoursSettingsInput} input
 * @param {string} currency
 * @returns {FieldError[]}
 */
export function validateHoursSettings(input, currency) {
    const ptr0 = passStringToWasm0(currency, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    const len0 = WASM_VECTOR_LEN;
    const ret = wasm.validateHoursSettings(input, ptr0, len0);
    return ret;
}

/**
 * @param {IssueInput} input
 * @returns {FieldError[]}
 */
export function validateIssue(input) {
    const ret = wasm.validateIssue(input);
    return ret;
}

/**
 * @param {IssueCommentInput} input
 * @returns {FieldError[]}
 */
export function validateIssueComment(input) {
    const ret = wasm.validateIssueComment(input);
    return ret;
}

/**
 * @param {LoginInput} input
 * @returns {FieldError[]}
 */
export function validateLogin(input) {
    const ret = wasm.validateLogin(input);
    return ret;
}

/**
 * @param {NewPasswordInput} input
 * @returns {FieldError[]}
 */
export function validateNewPassword(input) {
    const ret = wasm.validateNewPassword(input);
    return ret;
}

/**
 * @param {NewProjectInput} input
 * @returns {FieldError[]}
 */
export function validateNewProject(input) {
    const ret = wasm.validateNewProject(input);
    return ret;
}

/**
 * @param {NewsletterInput} input
 * @returns {FieldError[]}
 */
export function validateNewsletter(input) {
    const ret = wasm.validateNewsletter(input);
    return ret;
}

/**
 * A passkey's name.
 * @param {PasskeyNameInput} input
 * @returns {FieldError[]}
 */
export function validatePasskeyName(input) {
    const ret = wasm.validatePasskeyName(input);
    return ret;
}

/**
 * @param {PasswordChangeInput} input
 * @returns {FieldError[]}
 */
export function validatePasswordChange(input) {
    const ret = wasm.validatePasswordChange(input);
    return ret;
}

/**
 * @param {PaymentInput} input
 * @returns {FieldError[]}
 */
export function validatePayment(input) {
    const ret = wasm.validatePayment(input);
    return ret;
}

/**
 * @param {PersonInput} input
 * @returns {FieldError[]}
 */
export function validatePerson(input) {
    const ret = wasm.validatePerson(input);
    return ret;
}

/**
 * @param {ProfileInput} input
 * @returns {FieldError[]}
 */
export function validateProfile(input) {
    const ret = wasm.validateProfile(input);
    return ret;
}

/**
 * @param {ProjectRequestInput} input
 * @returns {FieldError[]}
 */
export function validateProjectRequest(input) {
    const ret = wasm.validateProjectRequest(input);
    return ret;
}

/**
 * A quote or a change request as staff write it: lines, taxes and milestones.
 * @param {QuoteInput} input
 * @returns {FieldError[]}
 */
export function validateQuote(input) {
    const ret = wasm.validateQuote(input);
    return ret;
}

/**
 * A client approver's acceptance (terms read, name typed) or decline (a reason).
 * @param {QuoteDecisionInput} input
 * @returns {FieldError[]}
 */
export function validateQuoteDecision(input) {
    const ret = wasm.validateQuoteDecision(input);
    return ret;
}

/**
 * A payment received for a milestone, in its currency.
 * @param {ReceiptInput} input
 * @returns {FieldError[]}
 */
export function validateReceipt(input) {
    const ret = wasm.validateReceipt(input);
    return ret;
}

/**
 * A staff role's hourly rate on a project, in its currency (plain text arguments: no
 * deserialiser for two fields).
 * @param {string | null | undefined} role
 * @param {string | null | undefined} rate
 * @param {string} currency
 * @returns {FieldError[]}
 */
export function validateRoleRate(role, rate, currency) {
    let ptr0, len0, ptr1, len1, ptr2, len2;
    try {
        ptr0 = isLikeNone(role) ? 0 : passStringToWasm0(role, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        len0 = WASM_VECTOR_LEN;
        ptr1 = isLikeNone(rate) ? 0 : passStringToWasm0(rate, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        len1 = WASM_VECTOR_LEN;
        ptr2 = passStringToWasm0(currency, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        len2 = WASM_VECTOR_LEN;
    } catch (e) {
        if (ptr2) { wasm.__wbindgen_free(ptr2, len2 * 1, 1); }
        if (ptr1) { wasm.__wbindgen_free(ptr1, len1 * 1, 1); }
        if (ptr0) { wasm.__wbindgen_free(ptr0, len0 * 1, 1); }
        throw e;
    }
    const ret = wasm.validateRoleRate(ptr0, len0, ptr1, len1, ptr2, len2);
    return ret;
}

/**
 * A code from the app or a recovery code (turning two-factor off, new recovery codes).
 * @param {SecondFactorInput} input
 * @returns {FieldError[]}
 */
export function validateSecondFactor(input) {
    const ret = wasm.validateSecondFactor(input);
    return ret;
}

/**
 * Staff ask for the sign-off of delivered work.
 * @param {SignOffInput} input
 * @returns {FieldError[]}
 */
export function validateSignOff(input) {
    const ret = wasm.validateSignOff(input);
    return ret;
}

/**
 * @param {SowUpdateInput} input
 * @returns {FieldError[]}
 */
export function validateSowUpdate(input) {
    const ret = wasm.validateSowUpdate(input);
    return ret;
}

/**
 * @param {SprintInput} input
 * @returns {FieldError[]}
 */
export function validateSprint(input) {
    const ret = wasm.validateSprint(input);
    return ret;
}

/**
 * A sprint's budget in hours and money, in its project's currency (plain text arguments).
 * @param {string | null | undefined} budget_hours
 * @param {string | null | undefined} budget_amount
 * @param {string} currency
 * @returns {FieldError[]}
 */
export function validateSprintBudget(budget_hours, budget_amount, currency) {
    let ptr0, len0, ptr1, len1, ptr2, len2;
    try {
        ptr0 = isLikeNone(budget_hours) ? 0 : passStringToWasm0(budget_hours, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        len0 = WASM_VECTOR_LEN;
        ptr1 = isLikeNone(budget_amount) ? 0 : passStringToWasm0(budget_amount, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        len1 = WASM_VECTOR_LEN;
        ptr2 = passStringToWasm0(currency, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        len2 = WASM_VECTOR_LEN;
    } catch (e) {
        if (ptr2) { wasm.__wbindgen_free(ptr2, len2 * 1, 1); }
        if (ptr1) { wasm.__wbindgen_free(ptr1, len1 * 1, 1); }
        if (ptr0) { wasm.__wbindgen_free(ptr0, len0 * 1, 1); }
        throw e;
    }
    const ret = wasm.validateSprintBudget(ptr0, len0, ptr1, len1, ptr2, len2);
    return ret;
}

/**
 * A staff member's role for rates and the name clients see on their hours.
 * @param {string | null} [role]
 * @param {string | null} [shown_as]
 * @returns {FieldError[]}
 */
export function validateStaffHours(role, shown_as) {
    let ptr0, len0, ptr1, len1;
    try {
        ptr0 = isLikeNone(role) ? 0 : passStringToWasm0(role, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        len0 = WASM_VECTOR_LEN;
        ptr1 = isLikeNone(shown_as) ? 0 : passStringToWasm0(shown_as, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        len1 = WASM_VECTOR_LEN;
    } catch (e) {
        if (ptr1) { wasm.__wbindgen_free(ptr1, len1 * 1, 1); }
        if (ptr0) { wasm.__wbindgen_free(ptr0, len0 * 1, 1); }
        throw e;
    }
    const ret = wasm.validateStaffHours(ptr0, len0, ptr1, len1);
    return ret;
}

/**
 * An administrator's invitation of a staff member.
 * @param {StaffInviteInput} input
 * @returns {FieldError[]}
 */
export function validateStaffInvite(input) {
    const ret = wasm.validateStaffInvite(input);
    return ret;
}

/**
 * Proving who one is again before a sensitive change: the password, or a code.
 * @param {SudoInput} input
 * @returns {FieldError[]}
 */
export function validateSudo(input) {
    const ret = wasm.validateSudo(input);
    return ret;
}

/**
 * @param {TaskInput} input
 * @returns {FieldError[]}
 */
export function validateTask(input) {
    const ret = wasm.validateTask(input);
    return ret;
}

/**
 * @param {TeamMemberInput} input
 * @returns {FieldError[]}
 */
export function validateTeamMember(input) {
    const ret = wasm.validateTeamMember(input);
    return ret;
}

/**
 * @param {TicketInput} input
 * @returns {FieldError[]}
 */
export function validateTicket(input) {
    const ret = wasm.validateTicket(input);
    return ret;
}

/**
 * "How did we do?": a score, and a comment of at most 2,000 characters.
 * @param {TicketRatingInput} input
 * @returns {FieldError[]}
 */
export function validateTicketRating(input) {
    const ret = wasm.validateTicketRating(input);
    return ret;
}

/**
 * @param {TicketReplyInput} input
 * @returns {FieldError[]}
 */
export function validateTicketReply(input) {
    const ret = wasm.validateTicketReply(input);
    return ret;
}

/**
 * Time staff log: its day, its time as typed (`1:30`, `1.5h`, `90m`), its task or ticket.
 * @param {TimeEntryInput} input
 * @returns {FieldError[]}
 */
export function validateTimeEntry(input) {
    const ret = wasm.validateTimeEntry(input);
    return ret;
}

/**
 * @param {TimerInput} input
 * @returns {FieldError[]}
 */
export function validateTimer(input) {
    const ret = wasm.validateTimer(input);
    return ret;
}

/**
 * A new password chosen from a reset or invitation link.
 * @param {TokenPasswordInput} input
 * @returns {FieldError[]}
 */
export function validateTokenPassword(input) {
    const ret = wasm.validateTokenPassword(input);
    return ret;
}

/**
 * The first code from an authenticator app, confirming its setup.
 * @param {TotpCodeInput} input
 * @returns {FieldError[]}
 */
export function validateTotpCode(input) {
    const ret = wasm.validateTotpCode(input);
    return ret;
}

/**
 * The code step of a sign-in.
 * @param {TwoFactorSignInInput} input
 * @returns {FieldError[]}
 */
export function validateTwoFactorSignIn(input) {
    const ret = wasm.validateTwoFactorSignIn(input);
    return ret;
}

/**
 * @param {UpdateProjectInput} input
 * @returns {FieldError[]}
 */
export function validateUpdateProject(input) {
    const ret = wasm.validateUpdateProject(input);
    return ret;
}
export function __wbg_Error_208446807d0d1e30(arg0, arg1) {
    const ret = Error(getStringFromWasm0(arg0, arg1));
    return ret;
}
export function __wbg_Number_ff192a72a0dcdf6d(arg0) {
    const ret = Number(arg0);
    return ret;
}
export function __wbg_String_8564e559799eccda(arg0, arg1) {
    const ret = String(arg1);
    const ptr1 = passStringToWasm0(ret, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    const len1 = WASM_VECTOR_LEN;
    getDataViewMemory0().setInt32((arg0 >>> 0) + 4 * 1, len1, true);
    getDataViewMemory0().setInt32((arg0 >>> 0) + 4 * 0, ptr1, true);
}
export function __wbg___wbindgen_bigint_get_as_i64_11da4b52cd0aedef(arg0, arg1) {
    const v = arg1;
    const ret = typeof(v) === 'bigint' ? v : undefined;
    getDataViewMemory0().setBigInt64((arg0 >>> 0) + 8 * 1, isLikeNone(ret) ? BigInt(0) : ret, true);
    getDataViewMemory0().setInt32((arg0 >>> 0) + 4 * 0, !isLikeNone(ret), true);
}
export function __wbg___wbindgen_boolean_get_4f1baf9a00be3c74(arg0) {
    const v = arg0;
    const ret = typeof(v) === 'boolean' ? v : undefined;
    return isLikeNone(ret) ? 0xFFFFFF : ret ? 1 : 0;
}
export function __wbg___wbindgen_debug_string_f249a2a76caa9a55(arg0, arg1) {
    const ret = debugString(arg1);
    const ptr1 = passStringToWasm0(ret, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    const len1 = WASM_VECTOR_LEN;
    getDataViewMemory0().setInt32((arg0 >>> 0) + 4 * 1, len1, true);
    getDataViewMemory0().setInt32((arg0 >>> 0) + 4 * 0, ptr1, true);
}
export function __wbg___wbindgen_in_3f58a9d3b3a7eed2(arg0, arg1) {
    const ret = arg0 in arg1;
    return ret;
}
export function __wbg___wbindgen_is_bigint_5fa10641e039d3ef(arg0) {
    const ret = typeof(arg0) === 'bigint';
    return ret;
}
export function __wbg___wbindgen_is_function_741ff2bb612836f5(arg0) {
    const ret = typeof(arg0) === 'function';
    return ret;
}
export function __wbg___wbindgen_is_object_8b968c3ab8e96595(arg0) {
    const val = arg0;
    const ret = typeof(val) === 'object' && val !== null;
    return ret;
}
export function __wbg___wbindgen_is_undefined_be5b34249ff1fc15(arg0) {
    const ret = arg0 === undefined;
    return ret;
}
export function __wbg___wbindgen_jsval_eq_38d7bfbe4cc84039(arg0, arg1) {
    const ret = arg0 === arg1;
    return ret;
}
export function __wbg___wbindgen_jsval_loose_eq_b2f214e2e4b30e36(arg0, arg1) {
    const ret = arg0 == arg1;
    return ret;
}
export function __wbg___wbindgen_number_get_934b640d0889af78(arg0, arg1) {
    const obj = arg1;
    const ret = typeof(obj) === 'number' ? obj : undefined;
    getDataViewMemory0().setFloat64((arg0 >>> 0) + 8 * 1, isLikeNone(ret) ? 0 : ret, true);
    getDataViewMemory0().setInt32((arg0 >>> 0) + 4 * 0, !isLikeNone(ret), true);
}
export function __wbg___wbindgen_string_get_7ce8eee7fd327545(arg0, arg1) {
    const obj = arg1;
    const ret = typeof(obj) === 'string' ? obj : undefined;
    var ptr1 = isLikeNone(ret) ? 0 : passStringToWasm0(ret, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
    var len1 = WASM_VECTOR_LEN;
    getDataViewMemory0().setInt32((arg0 >>> 0) + 4 * 1, len1, true);
    getDataViewMemory0().setInt32((arg0 >>> 0) + 4 * 0, ptr1, true);
}
export function __wbg___wbindgen_throw_4c88d8bf264fd984(arg0, arg1) {
    throw new Error(getStringFromWasm0(arg0, arg1));
}
export function __wbg_call_40b008ba32f73991() { return handleError(function (arg0, arg1) {
    const ret = arg0.call(arg1);
    return ret;
}, arguments); }
export function __wbg_done_57e08d0be6e30c02(arg0) {
    const ret = arg0.done;
    return ret;
}
export function __wbg_entries_7bb1459bd9b5c2b9(arg0) {
    const ret = Object.entries(arg0);
    return ret;
}
export function __wbg_get_635eea311fa1a291() { return handleError(function (arg0, arg1) {
    const ret = Reflect.get(arg0, arg1);
    return ret;
}, arguments); }
export function __wbg_get_d7176cfb76d71114(arg0, arg1) {
    const ret = arg0[arg1 >>> 0];
    return ret;
}
export function __wbg_get_unchecked_e6325ad374eff861(arg0, arg1) {
    const ret = arg0[arg1 >>> 0];
    return ret;
}
export function __wbg_get_with_ref_key_fc601247060b7204(arg0, arg1) {
    const ret = arg0[arg1];
    return ret;
}
export function __wbg_instanceof_ArrayBuffer_12cdaa4161423e6b(arg0) {
    let result;
    try {
        result = arg0 instanceof ArrayBuffer;
    } catch (_) {
        result = false;
    }
    const ret = result;
    return ret;
}
export function __wbg_instanceof_Map_0b4fc8b62e73f163(arg0) {
    let result;
    try {
        result = arg0 instanceof Map;
    } catch (_) {
        result = false;
    }
    const ret = result;
    return ret;
}
export function __wbg_instanceof_Uint8Array_d7aeb0dcb3108fea(arg0) {
    let result;
    try {
        result = arg0 instanceof Uint8Array;
    } catch (_) {
        result = false;
    }
    const ret = result;
    return ret;
}
export function __wbg_isArray_bcf1376d0d732d08(arg0) {
    const ret = Array.isArray(arg0);
    return ret;
}
export function __wbg_isSafeInteger_1a35ba4d31e71d38(arg0) {
    const ret = Number.isSafeInteger(arg0);
    return ret;
}
export function __wbg_iterator_e4c5e8f68ada7b58() {
    const ret = Symbol.iterator;
    return ret;
}
export function __wbg_length_186163212ffe79c3(arg0) {
    const ret = arg0.length;
    return ret;
}
export function __wbg_length_b03a0fabb109b1e9(arg0) {
    const ret = arg0.length;
    return ret;
}
export function __wbg_new_13de428334042d26(arg0) {
    const ret = new Uint8Array(arg0);
    return ret;
}
export function __wbg_new_37eb45aaf5eeb820() {
    const ret = new Array();
    return ret;
}
export function __wbg_new_cd4348290afae586() {
    const ret = new Object();
    return ret;
}
export function __wbg_next_178c1651c11432b3(arg0) {
    const ret = arg0.next;
    return ret;
}
export function __wbg_next_af5ac6a08bb0a717() { return handleError(function (arg0) {
    const ret = arg0.next();
    return ret;
}, arguments); }
export function __wbg_prototypesetcall_13162965d1fe7aa3(arg0, arg1, arg2) {
    Uint8Array.prototype.set.call(getArrayU8FromWasm0(arg0, arg1), arg2);
}
export function __wbg_set_d2d33b52458e984a(arg0, arg1, arg2) {
    arg0[arg1 >>> 0] = arg2;
}
export function __wbg_set_e4b9a833d288759a(arg0, arg1, arg2) {
    arg0[arg1] = arg2;
}
export function __wbg_value_e0f328965e184931(arg0) {
    const ret = arg0.value;
    return ret;
}
export function __wbindgen_generic_0000000000000001(arg0) {
    // Cast intrinsic for `F64 -> Externref`.
    const ret = arg0;
    return ret;
}
export function __wbindgen_generic_0000000000000002(arg0) {
    // Cast intrinsic for `I64 -> Externref`.
    const ret = arg0;
    return ret;
}
export function __wbindgen_generic_0000000000000003(arg0, arg1) {
    // Cast intrinsic for `Ref(String) -> Externref`.
    const ret = getStringFromWasm0(arg0, arg1);
    return ret;
}
export function __wbindgen_generic_0000000000000004(arg0) {
    // Cast intrinsic for `U64 -> Externref`.
    const ret = BigInt.asUintN(64, arg0);
    return ret;
}
export function __wbindgen_init_externref_table() {
    const table = wasm.__wbindgen_externrefs;
    table.set(0, undefined);
    table.set(1024, undefined);
    table.set(1025, null);
    table.set(1026, true);
    table.set(1027, false);
}
function addToExternrefTable0(obj) {
    const idx = wasm.__externref_table_alloc();
    wasm.__wbindgen_externrefs.set(idx, obj);
    return idx;
}

function debugString(val) {
    switch (typeof val) {
        // primitive types
        case 'number':
        case 'boolean':
        case 'undefined':
        return `${val}`;
        case 'string':
        return JSON.stringify(val);
        case 'bigint':
        return `${val}n`;
        case 'symbol':
        return val.description !== undefined
            ? `Symbol(${val.description})`
            : 'Symbol';
        case 'function':
        return typeof val.name === 'string' && val.name !== ''
            ? `Function(${val.name})`
            : 'Function';
        case 'object': {
            if (val === null) {
                return 'null';
            }
            // objects
            if (Array.isArray(val)) {
                return '[' + Array.from(val, debugString).join(', ') + ']';
            }
            // errors
            if (val instanceof Error) {
                return `${val.name}: ${val.message}\n${val.stack}`;
            }

            const toStringOutput = toString.call(val);
            // Test for built-in
            const className = /\[object ([^\]]+)\]/.exec(toStringOutput)?.[1];

            // Failed to match the standard '[object ClassName]'
            if (className === undefined) {
                return toStringOutput;
            }
            if (className === 'Object') {
                // we're a user defined class or Object
                // JSON.stringify avoids problems with cycles, and is generally much
                // easier than looping through ownProperties of `val`.
                try {
                    return 'Object(' + JSON.stringify(val) + ')';
                } catch (_) {
                    return 'Object';
                }
            }
            // TODO we could test for more things here, like `Set`s and `Map`s.
            return className;
        }
        // Per MDN: 'This list of values is exhaustive.'
        // https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/typeof#description
    }
}

function getArrayU8FromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return getUint8ArrayMemory0().subarray(ptr / 1, ptr / 1 + len);
}

let cachedDataViewMemory0 = null;
function getDataViewMemory0() {
    if (cachedDataViewMemory0 === null || cachedDataViewMemory0.buffer.detached === true || (cachedDataViewMemory0.buffer.detached === undefined && cachedDataViewMemory0.buffer !== wasm.memory.buffer)) {
        cachedDataViewMemory0 = new DataView(wasm.memory.buffer);
    }
    return cachedDataViewMemory0;
}

function getStringFromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return decodeText(getUint8ArrayMemory0().subarray(ptr, ptr + len));
}

let cachedUint8ArrayMemory0 = null;
function getUint8ArrayMemory0() {
    if (cachedUint8ArrayMemory0 === null || cachedUint8ArrayMemory0.byteLength === 0) {
        cachedUint8ArrayMemory0 = new Uint8Array(wasm.memory.buffer);
    }
    return cachedUint8ArrayMemory0;
}

function handleError(f, args) {
    try {
        return f.apply(this, args);
    } catch (e) {
        const idx = addToExternrefTable0(e);
        wasm.__wbindgen_exn_store(idx);
    }
}

function isLikeNone(x) {
    return x === undefined || x === null;
}

function passArray8ToWasm0(arg, malloc) {
    const ptr = malloc(arg.length * 1, 1) >>> 0;
    getUint8ArrayMemory0().set(arg, ptr / 1);
    WASM_VECTOR_LEN = arg.length;
    return ptr;
}

function passStringToWasm0(arg, malloc, realloc) {
    if (realloc === undefined) {
        const buf = cachedTextEncoder.encode(arg);
        const ptr = malloc(buf.length, 1) >>> 0;
        getUint8ArrayMemory0().subarray(ptr, ptr + buf.length).set(buf);
        WASM_VECTOR_LEN = buf.length;
        return ptr;
    }

    let len = arg.length;
    let ptr = malloc(len, 1) >>> 0;

    const mem = getUint8ArrayMemory0();

    let offset = 0;

    for (; offset < len; offset++) {
        const code = arg.charCodeAt(offset);
        if (code > 0x7F) break;
        mem[ptr + offset] = code;
    }
    if (offset !== len) {
        if (offset !== 0) {
            arg = arg.slice(offset);
        }
        ptr = realloc(ptr, len, len = offset + arg.length * 3, 1) >>> 0;
        const view = getUint8ArrayMemory0().subarray(ptr + offset, ptr + len);
        const ret = cachedTextEncoder.encodeInto(arg, view);

        offset += ret.written;
        ptr = realloc(ptr, len, offset, 1) >>> 0;
    }

    WASM_VECTOR_LEN = offset;
    return ptr;
}

let cachedTextDecoder = new TextDecoder('utf-8', { ignoreBOM: true });
cachedTextDecoder.decode();
const MAX_SAFARI_DECODE_BYTES = 2146435072;
let numBytesDecoded = 0;
function decodeText(bytes) {
    numBytesDecoded += bytes.length;
    if (numBytesDecoded >= MAX_SAFARI_DECODE_BYTES) {
        cachedTextDecoder = new TextDecoder('utf-8', { ignoreBOM: true });
        cachedTextDecoder.decode();
        numBytesDecoded = bytes.length;
    }
    return cachedTextDecoder.decode(bytes);
}

const cachedTextEncoder = new TextEncoder();

if (!('encodeInto' in cachedTextEncoder)) {
    cachedTextEncoder.encodeInto = function (arg, view) {
        const buf = cachedTextEncoder.encode(arg);
        view.set(buf);
        return {
            read: arg.length,
            written: buf.length
        };
    };
}

let WASM_VECTOR_LEN = 0;


let wasm;
export function __wbg_set_wasm(val) {
    wasm = val;
}
