/** Median of a list of numbers (mean of the middle two for an even count); NaN for an empty list. */
export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Median of each numeric field across runs: [{a:1},{a:3}] -> {a:2}. */
export const medianOfFields = (runs, fields) => Object.fromEntries(fields.map((field) => [field, median(runs.map((run) => run[field]))]));

export const round = (value, digits = 0) => {
  if (!Number.isFinite(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export const ratio = (value, baseline) => (Number.isFinite(value) && Number.isFinite(baseline) && baseline > 0 ? value / baseline : Number.NaN);

export const kib = (bytes) => bytes / 1024;

/** '12.3 KiB' */
export const formatKiB = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : 'n/a');

export const formatNumber = (value, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : 'n/a';

export const formatRatio = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 0.1 ? 3 : 2)}×` : 'n/a');
