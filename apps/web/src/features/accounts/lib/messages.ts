/** The accounts screens use the shared rule catalogue (`lib/rule-message`). */
export { type RuleAnswer, ruleMessage } from "../../../lib/rule-message";
