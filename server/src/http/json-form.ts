/** JSON bodies only (application/json or a +json type); anything else is a 415 before core sees it. */
export const isJsonContentType = (contentType: string | undefined): boolean => {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
};
