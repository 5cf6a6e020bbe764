/**
 * One neutral tree per response, rendered to XML or JSON with the platform's quirks
 * (docs/platform/legacy-api.md, "Wire format"): in JSON every scalar is a string, booleans are
 * TRUE/FALSE and a repeated container with one member is a plain object; in XML booleans are
 * true/false and a repeated container repeats its element.
 */

/** A leaf value; numbers are written with JavaScript's shortest round-trip form. */
export type WireScalar = string | number | boolean;
/** An element: scalar, container, or (array) an element repeated. `undefined` fields are left out. */
export type WireValue = WireScalar | WireObject | WireValue[];
/** A container of named elements, in document order. */
export interface WireObject {
  [name: string]: WireValue | undefined;
}

/** The two payload formats; the `.json` path suffix chooses JSON, anything else gets XML. */
export type WireFormat = 'xml' | 'json';

function jsonScalar(value: WireScalar): string {
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

function toJsonValue(value: WireValue): unknown {
  if (Array.isArray(value)) {
    // The quirk clients must survive: one member arrives as an object, not a one-element array.
    return value.length === 1 ? toJsonValue(value[0] as WireValue) : value.map(toJsonValue);
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(value)) {
      if (child === undefined || (Array.isArray(child) && child.length === 0)) continue;
      out[name] = toJsonValue(child);
    }
    return out;
  }
  return jsonScalar(value);
}

/** Renders `{ root: tree }` as JSON text. */
export function renderJson(root: string, tree: WireObject): string {
  return JSON.stringify({ [root]: toJsonValue(tree) });
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

const NEEDS_ESCAPE = /[&<>"']/;

/**
 * Renders `<root>tree</root>` as an XML document. One growing string rather than an array of
 * parts joined at the end: V8 appends as ropes, which is markedly faster and lighter on the
 * collector for multi-megabyte chains (same bytes either way).
 */
export function renderXml(root: string, tree: WireObject): string {
  let out = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const write = (name: string, value: WireValue): void => {
    if (Array.isArray(value)) {
      for (const member of value) write(name, member);
      return;
    }
    out += `<${name}>`;
    if (typeof value === 'object') {
      // for...in walks the same order as Object.entries (element names are never integer-like)
      // without allocating an array of pairs per element.
      for (const childName in value) {
        const child = value[childName];
        if (child !== undefined) write(childName, child);
      }
    } else if (typeof value === 'boolean') {
      out += value ? 'true' : 'false';
    } else {
      const text = String(value);
      out += NEEDS_ESCAPE.test(text) ? escapeXml(text) : text;
    }
    out += `</${name}>`;
  };
  write(root, tree);
  return out;
}

/** Renders in the chosen format. */
export function renderWire(format: WireFormat, root: string, tree: WireObject): string {
  return format === 'json' ? renderJson(root, tree) : renderXml(root, tree);
}
