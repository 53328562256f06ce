-- Feature flags describe themselves in Russian and in English (issue 38, item 11): the description
-- column is the Russian one and "en" holds the English, as pages and FAQ keep theirs.
ALTER TABLE "feature_flags" ADD COLUMN "en" jsonb;--> statement-breakpoint
-- Hand-written: the flags the migrations made were described in English. A flag still described
-- as it was made gets its Russian description, and the English moves to "en"; a description
-- somebody has changed since stays as it is (both languages show it until it is given again).
UPDATE "feature_flags" AS "f"
SET "en" = jsonb_build_object('description', "f"."description"), "description" = "v"."ru"
FROM (
  VALUES
    ('staff-tariff-analytics', 'Tariff analytics for staff: offers per provider, min/median/max totals', 'Аналитика тарифов для сотрудников: предложения по перевозчикам, минимум, медиана и максимум цены'),
    ('order-manager-mode', 'Manager mode of the order page: staff place internal orders on behalf of a customer''s e-mail', 'Режим менеджера на странице заказа: сотрудник оформляет внутренний заказ на e-mail клиента'),
    ('staff-remote-registry', 'Staff page of the remote registry: versions, canaries and rollbacks of the site''s parts', 'Реестр частей сайта в консоли: версии, канареечные выпуски и откаты'),
    ('staff-orders', 'Orders board of the staff console (/staff/orders/): statuses, managers, notes, audit', 'Заказы в консоли (/staff/orders/): статусы, менеджеры, заметки, журнал изменений'),
    ('staff-inbox', 'Inbox of the staff console (/staff/inbox/): feedback messages and callback requests', 'Входящие в консоли (/staff/inbox/): сообщения и заявки на обратный звонок'),
    ('staff-flags', 'Feature flags of the staff console (/staff/flags/): rules, edit, what a user sees', 'Флаги функций в консоли (/staff/flags/): правила, изменение, что видит пользователь'),
    ('staff-rate-cards', 'Rate cards of the staff console (/staff/rate-cards/): edit, preview, versions, restore', 'Тарифные карты в консоли (/staff/rate-cards/): изменение, предпросмотр, версии, восстановление'),
    ('staff-carriers', 'Carriers of the staff console (/staff/carriers/): each carrier API''s state, faults and points sync', 'Перевозчики в консоли (/staff/carriers/): состояние API каждого перевозчика, сбои, синхронизация пунктов')
) AS "v" ("key", "en", "ru")
WHERE "f"."key" = "v"."key" AND "f"."description" = "v"."en";
