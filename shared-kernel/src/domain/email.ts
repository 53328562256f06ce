/**
 * Spec: word characters, @, word characters, a dot, letters. Dots, hyphens and plus signs are
 * allowed between word characters so that ordinary addresses (ivan.petrov@mail.ru,
 * info@my-company.spb.ru) pass; the top-level domain is letters only.
 */
const EMAIL = /^\w+(?:[.+-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]+$/;

export function isValidEmail(input: string): boolean {
  return EMAIL.test(input.trim());
}
