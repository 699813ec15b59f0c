import ts from 'typescript';

/**
 * Words that promise the visitor an action or an outcome: 'we will', 'will call', 'booked', 'within', and who
 * 'only' sees something. A sentence with one of them must be kept by something in the product, so each one is
 * reviewed (reviewed-promises.ts names what keeps it).
 */
const PROMISE_WORDS: readonly RegExp[] = [
  /\bwe(?: will|'ll|’ll)\b/i,
  /\bwill (?:call|contact|reach|get back|be in touch|send|e-?mail|text|confirm|remind|connect|follow up|review|reply|respond|verify|delete|notify|let you know)\b/i,
  /\bbooked\b/i,
  /\bwithin\b/i,
  /\bonly\b[^.]*\b(?:sees?|see|read|reads|can see|shown to)\b/i,
];

export interface FoundSentence {
  readonly file: string;
  readonly line: number;
  /** The literal's text with each interpolation as `{…}` and runs of white space as one space. */
  readonly text: string;
}

const parse = (file: string, text: string): ts.SourceFile =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A literal reads as words to a person when it has at least two words (ids, paths and keys have none). */
const isProse = (text: string): boolean => /[A-Za-z]{2,}[^\S\n]+[A-Za-z{]/.test(text) && !/^[a-z0-9-]+:[a-z0-9:-]+$/.test(text);

const templateText = (node: ts.TemplateExpression): string =>
  node.head.text + node.templateSpans.map((span) => `{…}${span.literal.text}`).join('');

/** Every string, template and JSX text of a file that reads as prose and holds a promise word. */
export const promiseSentences = (file: string, source: string): FoundSentence[] => {
  const sourceFile = parse(file, source);
  const found: FoundSentence[] = [];
  const add = (node: ts.Node, raw: string): void => {
    const text = normalise(raw);
    if (!isProse(text) || !PROMISE_WORDS.some((word) => word.test(text))) return;
    found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, text });
  };
  const visit = (node: ts.Node): void => {
    // Imports, type positions and comments say nothing to a visitor.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) add(node, templateText(node));
    else if (ts.isJsxText(node)) add(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
};
