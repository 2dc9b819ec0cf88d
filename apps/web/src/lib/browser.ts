/** Old Internet Explorer and Safari older than 10 cannot run the app. */
export function isUnsupportedBrowser(userAgent: string): boolean {
  if (/MSIE |Trident\//.test(userAgent)) return true;
  // Chrome, Edge and friends also say "Safari/"; only real Safari carries "Version/x" without them.
  if (/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|Edg\//.test(userAgent)) return false;
  const safari = /Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//.exec(userAgent);
  return safari?.[1] !== undefined && Number(safari[1]) < 10;
}
