/* kl-renderer.c - which GSK renderer Knight Lab asks GTK for. */
#define G_LOG_DOMAIN "knight-lab"

#include "config.h"

#include "kl-renderer.h"

/* Whether the kernel offers a GPU for rendering (a DRI render node). */
static gboolean
has_render_node (void)
{
#if defined(__linux__)
  g_autoptr(GDir) dir = g_dir_open ("/dev/dri", 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "renderD"))
      return TRUE;
  return FALSE;
#else
  return TRUE; /* elsewhere GTK's own choice stands */
#endif
}

void
kl_renderer_choose (void)
{
  if (g_getenv ("GSK_RENDERER") == NULL && !has_render_node ())
    g_setenv ("GSK_RENDERER", "cairo", FALSE);
}
