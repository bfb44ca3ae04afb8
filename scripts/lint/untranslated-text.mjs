// An ESLint rule: a user-visible text written into a component instead of taken from the message
// catalogs (src/client/locales, through useT()). It finds words in JSX text, in the attributes a
// person reads or hears (aria-label, title, alt, placeholder, label…) and in template literals
// or strings given to those attributes. Marks, numbers and symbols alone are not words.

/** Attributes whose value a reader sees or a screen reader speaks. */
const readAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
  'description',
]);

/** Two letters in a row: a word, in any language. */
const hasWord = (text) => /\p{L}{2}/u.test(text);

const message =
  'User-visible text belongs in the message catalogs (src/client/locales): use useT().';

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts a person reads come from the message catalogs.' },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (hasWord(text)) context.report({ node, message });
    };
    const checkValue = (node) => {
      if (!node) return;
      if (node.type === 'Literal' && typeof node.value === 'string') check(node, node.value);
      if (node.type === 'TemplateLiteral') {
        for (const quasi of node.quasis) check(node, quasi.value.cooked ?? '');
      }
      if (node.type === 'ConditionalExpression') {
        checkValue(node.consequent);
        checkValue(node.alternate);
      }
      if (node.type === 'LogicalExpression') checkValue(node.right);
    };
    return {
      JSXText(node) {
        check(node, node.value);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !readAttributes.has(node.name.name)) return;
        const value = node.value;
        if (!value) return;
        if (value.type === 'JSXExpressionContainer') checkValue(value.expression);
        else checkValue(value);
      },
      // {'Some words'} and {`Some ${words}`} as a child.
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        checkValue(node.expression);
      },
    };
  },
};

/**
 * A message id put together at run time (`app.sport.${id}`): the browser's build shortens the ids
 * it finds written out whole (scripts/build/compile-catalogs.ts), and would miss this one.
 */
const wholeIds = {
  meta: {
    type: 'problem',
    docs: { description: 'Message ids are written out whole.' },
    schema: [{ type: 'array', items: { type: 'string' } }],
  },
  create(context) {
    const areas = context.options[0] ?? [];
    const startsWithArea = (text) => areas.some((area) => text.startsWith(`${area}.`));
    return {
      TemplateLiteral(node) {
        if (node.expressions.length === 0) return;
        if (startsWithArea(node.quasis[0]?.value.cooked ?? '')) {
          context.report({
            node,
            message: 'Write the message id out whole (a map of ids), not put together.',
          });
        }
      },
      BinaryExpression(node) {
        if (node.operator !== '+' || node.left.type !== 'Literal') return;
        if (typeof node.left.value === 'string' && startsWithArea(node.left.value)) {
          context.report({
            node,
            message: 'Write the message id out whole (a map of ids), not put together.',
          });
        }
      },
    };
  },
};

export default { rules: { 'untranslated-text': rule, 'whole-message-ids': wholeIds } };
