// Tilth's own lint rules. `no-hardcoded-text` (issue 34): every word a user reads comes from a message
// catalogue (packages/web/src/i18n), so a screen's text in JSX or in a notification is an error.

/** Attributes and object keys whose string is shown to the user. */
const TEXT_NAMES = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'aria-label',
  'alt',
  'error',
  'message',
  'tooltip',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'emptyMessage',
  'loadingText',
  'helpText',
  'hint',
  'caption',
  'heading',
  'subtitle',
  'nothingFoundMessage',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
]);

/** Words: two letters in a row. Punctuation, numbers, "·", "—", "%" and units alone are not words. */
const WORDS = /\p{L}{2,}/u;

function textOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node.type === 'ConditionalExpression') return [textOf(node.consequent), textOf(node.alternate)].filter(Boolean).join(' ') || null;
  if (node.type === 'LogicalExpression') return textOf(node.right);
  if (node.type === 'JSXExpressionContainer') return textOf(node.expression);
  return null;
}

const noHardcodedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Text shown to users comes from a message catalogue (useT / translate).' },
    schema: [],
    messages: { hardcoded: 'Text shown to users must come from a message catalogue (useT or translate): "{{text}}".' },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'hardcoded', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        // {'Text'} or {`Text ${x}`} as a child.
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = textOf(node.expression);
        if (text && WORDS.test(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : node.name.name?.name;
        if (!TEXT_NAMES.has(name)) return;
        const text = textOf(node.value);
        if (text && WORDS.test(text)) report(node, text);
      },
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? node.key.value : null;
        if (!TEXT_NAMES.has(name) || node.parent.type !== 'ObjectExpression') return;
        const text = textOf(node.value);
        if (text && WORDS.test(text)) report(node, text);
      },
    };
  },
};

export default { rules: { 'no-hardcoded-text': noHardcodedText } };
