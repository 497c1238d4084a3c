/** One entry of a fixed code list: the numeric code stored on records and the label people see. */
export interface LookupOption {
  id: number;
  label: string;
}
