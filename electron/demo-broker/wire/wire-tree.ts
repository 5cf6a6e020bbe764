/**
 * One neutral tree per response, rendered to XML or JSON with the platform's quirks (spec 2.1):
 * in JSON every scalar is a string, booleans are TRUE/FALSE and a repeated container with one member
 * is a plain object; in XML booleans are true/false and a repeated container repeats its element.
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

// Concatenation rather than an array of parts: V8 joins the pieces as ropes, which is markedly
// faster and lighter on the collector for multi-megabyte chains (same bytes either way).
function writeXml(name: string, value: WireValue): string {
  if (Array.isArray(value)) {
    let members = '';
    for (const member of value) members += writeXml(name, member);
    return members;
  }
  let out = `<${name}>`;
  if (typeof value === 'object') {
    for (const [childName, child] of Object.entries(value)) {
      if (child !== undefined) out += writeXml(childName, child);
    }
  } else if (typeof value === 'boolean') {
    out += value ? 'true' : 'false';
  } else {
    const text = String(value);
    out += NEEDS_ESCAPE.test(text) ? escapeXml(text) : text;
  }
  return `${out}</${name}>`;
}

/** Renders `<root>tree</root>` as an XML document. */
export function renderXml(root: string, tree: WireObject): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${writeXml(root, tree)}`;
}

/** Renders in the chosen format. */
export function renderWire(format: WireFormat, root: string, tree: WireObject): string {
  return format === 'json' ? renderJson(root, tree) : renderXml(root, tree);
}
