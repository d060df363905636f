-- The Arabic names of the shipped skills that are products and of three certificates (taxonomy.ts
-- ARABIC_NAMES), by kind and slug, for databases seeded before they had them. Names that
-- administrators gave are kept.
UPDATE "master_items" AS m SET name_ar = n.name_ar FROM (VALUES
  ('skill', 'sap-ewm', 'نظام SAP لإدارة المستودعات الموسّعة (EWM)'),
  ('skill', 'sap-mm', 'وحدة إدارة المواد في SAP (MM)'),
  ('skill', 'sap-sd', 'وحدة المبيعات والتوزيع في SAP (SD)'),
  ('skill', 'oracle-wms', 'نظام Oracle لإدارة المستودعات'),
  ('skill', 'oracle-scm-cloud', 'منصة Oracle السحابية لإدارة سلسلة الإمداد'),
  ('skill', 'cargowise', 'نظام CargoWise لإدارة الشحن'),
  ('skill', 'manhattan-wms', 'نظام Manhattan لإدارة المستودعات'),
  ('skill', 'blue-yonder', 'منصة Blue Yonder لتخطيط سلسلة الإمداد'),
  ('skill', 'infor-wms', 'نظام Infor لإدارة المستودعات'),
  ('skill', 'microsoft-dynamics-365-scm', 'نظام Microsoft Dynamics 365 لإدارة سلسلة الإمداد'),
  ('skill', 'power-bi', 'تحليل البيانات باستخدام Power BI'),
  ('qualification', 'cilt-certificate', 'شهادة المعهد المعتمد للخدمات اللوجستية والنقل (CILT)'),
  ('qualification', 'cscp-apics', 'شهادة محترف سلسلة الإمداد المعتمد (CSCP) من APICS'),
  ('qualification', 'cpim-apics', 'شهادة الإدارة المعتمدة للإنتاج والمخزون (CPIM) من APICS')
) AS n(kind, slug, name_ar)
WHERE m.kind = n.kind AND m.slug = n.slug AND m.name_ar IS NULL;
