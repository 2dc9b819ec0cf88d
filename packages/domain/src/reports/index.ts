export {
  capReportRange,
  isWithinReportCap,
  REPORT_MAX_RANGE_DAYS,
  reportFileName,
  snakeCaseName,
} from "./report-rules.ts";
