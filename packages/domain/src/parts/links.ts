/** The query string of a view's deep link. */
export function diagramLinkQuery(link: { model: string; assembly?: string | null; position?: number | null }): Record<string, string> {
  return {
    model: link.model,
    ...(link.assembly ? { assembly: link.assembly } : {}),
    ...(link.assembly && link.position ? { position: String(link.position) } : {}),
  };
}
