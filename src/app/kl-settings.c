/* kl-settings.c - the app's GSettings, whether Knight Lab is installed or
 * runs from its build folder. */

#define G_LOG_DOMAIN "kl-settings"

#include "config.h"

#include "kl-application.h"
#include "kl-settings.h"

GSettings *
kl_settings_new (void)
{
  static GSettingsSchemaSource *build_source;
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, KL_APPLICATION_ID, TRUE);

#ifdef KL_BUILD_SCHEMA_DIR
  /* run uninstalled (./build-aux/run, the screenshot tool): the schema the
   * build compiled, so the preferences work before `meson install` */
  if (schema == NULL)
    {
      if (build_source == NULL)
        build_source = g_settings_schema_source_new_from_directory (KL_BUILD_SCHEMA_DIR, source,
                                                                    FALSE, NULL);
      if (build_source != NULL)
        schema = g_settings_schema_source_lookup (build_source, KL_APPLICATION_ID, TRUE);
    }
#endif

  if (schema == NULL)
    {
      g_debug ("No GSettings schema %s: the preferences keep their defaults", KL_APPLICATION_ID);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}
