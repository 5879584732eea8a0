import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { templateEndpoints, type CreateTemplateBody, type UpdateTemplateBody } from '@tilth/domain';
import { call } from '../../api/client';

/** The crop templates' calls (spec 001 §7 "Templates"). */

export const templateKeys = {
  list: (cropType: string) => ['templates', 'list', cropType] as const,
  one: (templateId: string) => ['templates', 'one', templateId] as const,
  members: () => ['templates', 'members'] as const,
  usage: (templateId: string) => ['templates', 'usage', templateId] as const,
};

export function useTemplateList(cropType: string | null) {
  return useQuery({
    queryKey: templateKeys.list(cropType ?? ''),
    queryFn: ({ signal }) => call(templateEndpoints.list, { query: { croptype: cropType! }, signal }),
    enabled: !!cropType,
  });
}

export function useTemplate(templateId: string | null) {
  return useQuery({
    queryKey: templateKeys.one(templateId ?? ''),
    queryFn: ({ signal }) => call(templateEndpoints.get, { params: { id: templateId! }, signal }),
    enabled: !!templateId,
  });
}

/** How many sites the template is applied to, asked when its delete dialog opens (null: not asked). */
export function useTemplateUsage(templateId: string | null) {
  return useQuery({
    queryKey: templateKeys.usage(templateId ?? ''),
    queryFn: ({ signal }) => call(templateEndpoints.usage, { params: { id: templateId! }, signal }),
    enabled: !!templateId,
  });
}

export function useSharingCandidates(enabled: boolean) {
  return useQuery({
    queryKey: templateKeys.members(),
    queryFn: ({ signal }) => call(templateEndpoints.sharingCandidates, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Creating, changing and deleting templates refresh the lists and the one changed. */
export function useTemplateMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['templates'] });
  return {
    create: useMutation({ mutationFn: (body: CreateTemplateBody) => call(templateEndpoints.create, { body }), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateTemplateBody }) => call(templateEndpoints.update, { params: { id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => call(templateEndpoints.remove, { params: { id } }), onSuccess: refresh }),
  };
}
