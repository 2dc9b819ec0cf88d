export {
  MAX_TEMPLATE_ACTIVITIES,
  type PlannedActivity,
  planTemplate,
  type SkippedDay,
  type SkipReason,
  setTemplateDay,
  type TemplateActivity,
  type TemplateDay,
  type TemplatePlan,
  templateDate,
  templateDaysFrom,
  templateLength,
} from "./template.ts";
