/* cli-export.c - knight-solve's --export-image and --export-animation: the
 * options, and the picture module opened only when a file is asked for,
 * so that knight-solve itself links no cairo, pango or GStreamer (a plain
 * command starts in a few milliseconds; those libraries would add ten). */
#include "config.h"

#include "cli-export.h"

#include <glib/gi18n.h>
#include <gmodule.h>
#include <math.h>
#include <string.h>

#include "cli-common.h"

/* Steps a second when --speed is not given: time to read a short sentence. */
#define DEFAULT_SPEED 1.0

void
kl_cli_export_init (KlCliExport *ex)
{
  memset (ex, 0, sizeof *ex);
  ex->step = -1;
  ex->from_step = -1;
  ex->to_step = -1;
  ex->speed = NAN;
}

GOptionEntry *
kl_cli_export_entries (KlCliExport *ex)
{
  const GOptionEntry entries[] = {
    { "export-image", 0, 0, G_OPTION_ARG_FILENAME, &ex->image,
      N_("Draw the answer into a picture: .png, .svg or .pdf"), N_("FILE") },
    { "export-animation", 0, 0, G_OPTION_ARG_FILENAME, &ex->animation,
      N_("Animate the answer step by step: .gif, .webm or .svg (SMIL)"), N_("FILE") },
    { "headline", 0, 0, G_OPTION_ARG_NONE, &ex->headline,
      N_("With --export-*: the answer's headline above the board"), NULL },
    { "caption", 0, 0, G_OPTION_ARG_NONE, &ex->caption,
      N_("With --export-*: the step's sentence under the board"), NULL },
    { "legend", 0, 0, G_OPTION_ARG_NONE, &ex->legend,
      N_("With --export-*: what the marks on the board mean"), NULL },
    { "width", 0, 0, G_OPTION_ARG_INT, &ex->width,
      N_("With --export-*: the picture's width in pixels (default: the board's own size)"),
      N_("PIXELS") },
    { "step", 0, 0, G_OPTION_ARG_INT, &ex->step,
      N_("With --export-image: draw step N (0 the start; default: the whole answer)"), N_("N") },
    { "from-step", 0, 0, G_OPTION_ARG_INT, &ex->from_step,
      N_("With --export-animation: begin at step N (default 0)"), N_("N") },
    { "to-step", 0, 0, G_OPTION_ARG_INT, &ex->to_step,
      N_("With --export-animation: end at step N (default: the last)"), N_("N") },
    { "speed", 0, 0, G_OPTION_ARG_DOUBLE, &ex->speed,
      N_("With --export-animation: steps a second (default 1)"), N_("STEPS") },
    { NULL }
  };

  return g_memdup2 (entries, sizeof entries);
}

/* "--caption needs --export-image or --export-animation" */
static gboolean
needs (GError **error, const char *option, const char *needed)
{
  /* TRANSLATORS: "--speed needs --export-animation"; options, never translated */
  g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE, _("%s needs %s"), option, needed);
  return FALSE;
}

static gboolean
step_valid (GError    **error,
            const char *option,
            int         step)
{
  if (step >= -1)
    return TRUE;
  /* TRANSLATORS: "--step: steps are counted from 0 (the start), not -3" */
  g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_INPUT,
               _("%s: steps are counted from 0 (the start), not %d"), option, step);
  return FALSE;
}

/* The module's errors (G_IO_ERROR) as the command line's. */
static void
retag (GError **error,
       int      code)
{
  if (error != NULL && *error != NULL)
    {
      (*error)->domain = KL_CLI_ERROR;
      (*error)->code = code;
    }
}

/* The module knight-solve was built with: the build tree's when this is
 * the uninstalled knight-solve, else the installed one. */
static char *
module_path (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);

  if (self != NULL && strcmp (self, KNIGHT_SOLVE_BUILD_EXE) == 0)
    return g_strdup (KNIGHT_SOLVE_MEDIA_BUILD);
  return g_strdup (KNIGHT_SOLVE_MEDIA_INSTALLED);
}

static gboolean
open_module (KlCliExport *ex,
             GError     **error)
{
  g_autofree char *path = module_path ();
  GModule *module = g_module_open (path, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  const guint *abi = NULL;
  KlCliMediaCheck check = NULL;

  if (module == NULL)
    {
      g_autofree char *name = g_filename_display_name (path);

      /* TRANSLATORS: %s is the module's file name, then the system's reason */
      g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE,
                   _("cannot export pictures: the picture module %s cannot be opened (%s); "
                     "reinstall Knight Lab"), name, g_module_error ());
      return FALSE;
    }
  /* GStreamer may keep threads: the module stays until the end */
  g_module_make_resident (module);
  if (!g_module_symbol (module, KL_CLI_MEDIA_ABI_SYMBOL, (gpointer *) &abi) || abi == NULL ||
      *abi != KL_CLI_MEDIA_ABI ||
      !g_module_symbol (module, KL_CLI_MEDIA_CHECK_SYMBOL, (gpointer *) &check) ||
      !g_module_symbol (module, KL_CLI_MEDIA_EXPORT_SYMBOL, (gpointer *) &ex->export_fn))
    {
      g_autofree char *name = g_filename_display_name (path);

      g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE,
                   _("cannot export pictures: the picture module %s is from another version; "
                     "reinstall Knight Lab"), name);
      return FALSE;
    }
  if (!check (&ex->request, error))
    {
      retag (error, KL_CLI_ERROR_INPUT);
      return FALSE;
    }
  return TRUE;
}

gboolean
kl_cli_export_prepare (KlCliExport *ex,
                       GError     **error)
{
  ex->wanted = ex->image != NULL || ex->animation != NULL;
  if (!ex->wanted)
    {
      const char *either = "--export-image / --export-animation";

      if (ex->headline)
        return needs (error, "--headline", either);
      if (ex->caption)
        return needs (error, "--caption", either);
      if (ex->legend)
        return needs (error, "--legend", either);
      if (ex->width != 0)
        return needs (error, "--width", either);
    }
  if (ex->image == NULL && ex->step != -1)
    return needs (error, "--step", "--export-image");
  if (ex->animation == NULL)
    {
      if (ex->from_step != -1)
        return needs (error, "--from-step", "--export-animation");
      if (ex->to_step != -1)
        return needs (error, "--to-step", "--export-animation");
      if (!isnan (ex->speed))
        return needs (error, "--speed", "--export-animation");
    }
  if (!ex->wanted)
    return TRUE;
  if (!step_valid (error, "--step", ex->step) ||
      !step_valid (error, "--from-step", ex->from_step) ||
      !step_valid (error, "--to-step", ex->to_step))
    return FALSE;
  if (ex->from_step != -1 && ex->to_step != -1 && ex->to_step < ex->from_step)
    {
      /* TRANSLATORS: "--to-step 2 comes before --from-step 5" */
      g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_INPUT,
                   _("--to-step %d comes before --from-step %d"), ex->to_step, ex->from_step);
      return FALSE;
    }
  ex->request = (KlCliMediaRequest) {
    .size = sizeof (KlCliMediaRequest),
    .image = ex->image,
    .animation = ex->animation,
    .headline = ex->headline,
    .legend = ex->legend,
    .caption = ex->caption,
    .width = ex->width,
    .has_step = ex->step >= 0,
    .step = ex->step >= 0 ? (guint) ex->step : 0,
    .first = ex->from_step >= 0 ? (guint) ex->from_step : 0,
    .last = ex->to_step >= 0 ? (guint) ex->to_step : G_MAXUINT,
    .speed = !isnan (ex->speed) ? ex->speed : DEFAULT_SPEED,
  };
  return open_module (ex, error);
}

/* path with "-INDEX" before its extension: lesson.png, lesson-2.png */
static char *
numbered (const char *path,
          guint       index,
          guint       n)
{
  const char *dot = strrchr (path, '.');
  const char *slash = strrchr (path, G_DIR_SEPARATOR);

  if (path == NULL || n <= 1)
    return g_strdup (path);
  if (dot == NULL || (slash != NULL && dot < slash))
    return g_strdup_printf ("%s-%u", path, index);
  return g_strdup_printf ("%.*s-%u%s", (int) (dot - path), path, index, dot);
}

gboolean
kl_cli_export_write (KlCliExport      *ex,
                     guint             index,
                     guint             n,
                     const KlPuzzle   *puzzle,
                     KlMode            mode,
                     const KlSolution *solution,
                     GError          **error)
{
  g_autofree char *image = NULL, *animation = NULL;

  g_return_val_if_fail (ex->wanted && ex->export_fn != NULL, FALSE);
  image = ex->image != NULL ? numbered (ex->image, index, n) : NULL;
  animation = ex->animation != NULL ? numbered (ex->animation, index, n) : NULL;
  if (!ex->export_fn (&ex->request, image, animation, puzzle, mode, solution, error))
    {
      /* a file that cannot be written: what the CLI calls an output error */
      retag (error, KL_CLI_ERROR_OUTPUT);
      return FALSE;
    }
  return TRUE;
}

void
kl_cli_export_clear (KlCliExport *ex)
{
  g_clear_pointer (&ex->image, g_free);
  g_clear_pointer (&ex->animation, g_free);
}
