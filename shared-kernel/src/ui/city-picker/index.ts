// The city picker as an entry point of its own: the content pages' calculator entry needs it
// without the rest of the forms' fields and the order views of `@dostavka/shared-kernel/ui`.
export { CityPickerField, type CityPickerFieldProps } from './city-field';
