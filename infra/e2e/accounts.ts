/** The e2e server makes this address an administrator (ADMIN_EMAILS), for the staff tools. */
export const STAFF_EMAIL = 'staff-e2e@mail.ru';
