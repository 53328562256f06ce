CREATE TABLE "pickup_points" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"city_code" varchar(13) NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"hours" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"locker" jsonb,
	"position" integer NOT NULL,
	CONSTRAINT "pickup_points_kind_check" CHECK ("pickup_points"."kind" in ('WAREHOUSE', 'OFFICE', 'POSTAMAT'))
);
--> statement-breakpoint
CREATE INDEX "pickup_points_city_provider_idx" ON "pickup_points" USING btree ("city_code","provider");
-- Hand-written: the company pages name company facts by placeholder ({{company.phone}} and so on),
-- filled from the kernel's COMPANY when a page is read (one source of company facts, issue 15).
-- Databases seeded before this migration get the same texts as a fresh seed.
--> statement-breakpoint
UPDATE "content_pages" SET "title" = 'Контакты транспортной компании в Санкт-Петербурге | Доставка', "description" = 'Адрес офиса и склада в Санкт-Петербурге, телефон и электронная почта транспортной компании.', "h1" = 'Контакты', "body" = '<h2>Офис</h2><p>{{company.address}}. Часы работы: {{company.hours}}. Грузы принимают терминалы и пункты приёма, их адреса и часы видны при оформлении заказа.</p><h2>Телефон и почта</h2><p>{{company.phone}}, {{company.email}}. Или нажмите «Заказать звонок» — перезвоним за 15 минут в рабочее время.</p><p>{{company.legalName}}, ИНН {{company.inn}}, ОГРН {{company.ogrn}}.</p>', "en" = '{"h1":"Contacts","description":"Our office and warehouse in Saint Petersburg, phone and e-mail.","body":"<h2>Office</h2><p>{{company.address}}. Open {{company.hours}}. Loads are accepted at terminals and drop-off points, whose addresses and hours the order page shows.</p><h2>Phone and e-mail</h2><p>{{company.phone}}, {{company.email}}. Or press “Request a call” and we call back within 15 minutes during working hours.</p><p>{{company.legalName}}, INN {{company.inn}}, OGRN {{company.ogrn}}.</p>","title":"Contacts of the Saint Petersburg transport company | Dostavka"}'::jsonb WHERE "url" = '/additional/contacts/';
--> statement-breakpoint
UPDATE "content_pages" SET "title" = 'Реквизиты компании | Доставка', "description" = 'Банковские реквизиты компании для оплаты по счёту: ИНН, КПП, ОГРН, расчётный счёт.', "h1" = 'Реквизиты', "body" = '<dl><dt>Полное наименование</dt><dd>{{company.fullLegalName}}</dd><dt>Сокращённое наименование</dt><dd>{{company.legalName}}</dd><dt>ИНН / КПП</dt><dd>{{company.inn}} / {{company.kpp}}</dd><dt>ОГРН</dt><dd>{{company.ogrn}}</dd><dt>Юридический и почтовый адрес</dt><dd>{{company.address}}</dd><dt>Расчётный счёт</dt><dd>{{company.account}}</dd><dt>Банк</dt><dd>{{company.bank}}</dd><dt>БИК</dt><dd>{{company.bik}}</dd><dt>Корреспондентский счёт</dt><dd>{{company.correspondentAccount}}</dd><dt>Телефон, e-mail</dt><dd>{{company.phone}}, {{company.email}}</dd></dl>', "en" = '{"h1":"Requisites","description":"Bank details of the company for paying by invoice: INN, KPP, OGRN, account.","body":"<dl><dt>Name</dt><dd>{{company.legalName}}</dd><dt>INN / KPP</dt><dd>{{company.inn}} / {{company.kpp}}</dd><dt>OGRN</dt><dd>{{company.ogrn}}</dd><dt>Registered and postal address</dt><dd>{{company.address}}</dd><dt>Account</dt><dd>{{company.account}}</dd><dt>Bank</dt><dd>{{company.bank}}</dd><dt>BIC</dt><dd>{{company.bik}}</dd><dt>Correspondent account</dt><dd>{{company.correspondentAccount}}</dd><dt>Phone, e-mail</dt><dd>{{company.phone}}, {{company.email}}</dd></dl>","title":"Company requisites | Dostavka"}'::jsonb WHERE "url" = '/common/requisites/';
--> statement-breakpoint
UPDATE "content_pages" SET "title" = 'Сведения о компании | Доставка', "description" = 'Юридические сведения о перевозчике: наименование, адрес, лицензии и реквизиты.', "h1" = 'Сведения о компании', "body" = '<p>{{company.fullLegalName}} ({{company.legalName}}), ИНН {{company.inn}}, КПП {{company.kpp}}, ОГРН {{company.ogrn}}. Адрес: {{company.address}}. Работаем по договору транспортной экспедиции; ответственность перевозчика застрахована. Банковские реквизиты — на странице «Реквизиты».</p>', "en" = '{"h1":"Company details","description":"Legal details of the carrier: name, address, licences and bank details.","body":"<p>{{company.legalName}}, INN {{company.inn}}, KPP {{company.kpp}}, OGRN {{company.ogrn}}. Address: {{company.address}}. We work under a freight forwarding contract; the carrier’s liability is insured. Bank details are on the Requisites page.</p>","title":"Company details | Dostavka"}'::jsonb WHERE "url" = '/company/';
