/** The `<option>`s of the active records (drivers, vehicles) a shift can take, in list order. */
export function activeOptions(
  records: ReadonlyArray<{ id: number; name: string; isActive: boolean }> | undefined,
) {
  return records
    ?.filter((r) => r.isActive)
    .map((r) => (
      <option key={r.id} value={r.id}>
        {r.name}
      </option>
    ));
}
