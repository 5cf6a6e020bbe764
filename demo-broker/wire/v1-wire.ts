/**
 * The current API's (v1) wire rules (docs/platform/wire-and-errors.md, "Scalars"): unlike the
 * legacy JSON, v1 JSON carries real numbers and booleans and keeps every list an array, even of one
 * member. The string exceptions the platform sends (`marker` as digits text, `ratio` "", `ahFlag`
 * "true") are strings in the tree itself, so the renderer needs no field names. XML is the same
 * document as the legacy renderer writes: XML cannot tell one member from a list anyway.
 */
import { CONTENT_TYPES, type Reply } from '../http/reply.ts';
import { renderXml, type WireFormat, type WireObject, type WireValue } from './wire-tree.ts';

function toV1Json(value: WireValue): unknown {
  if (Array.isArray(value)) return value.map(toV1Json);
  if (typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(value)) {
    // An empty list is left out, as the platform leaves out a list with nothing in it.
    if (child === undefined || (Array.isArray(child) && child.length === 0)) continue;
    out[name] = toV1Json(child);
  }
  return out;
}

/** Renders `{ root: tree }` as v1 JSON: numbers, booleans and arrays as they are. */
export function renderV1Json(root: string, tree: WireObject): string {
  return JSON.stringify({ [root]: toV1Json(tree) });
}

/** A v1 payload in the asked format. */
export function v1Reply(status: number, format: WireFormat, root: string, tree: WireObject): Reply {
  const body = format === 'json' ? renderV1Json(root, tree) : renderXml(root, tree);
  return { status, headers: { 'Content-Type': CONTENT_TYPES[format] }, body };
}

/** "No records": 204 with no body and no Content-Type (accounts, orders). */
export function noContentReply(): Reply {
  return { status: 204, headers: {}, body: '' };
}
