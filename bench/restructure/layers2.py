#!/usr/bin/env python3
# cross-file references among frontend/*.c from object files (nm), against the intended layering
# usage: layers2.py BUILD_DIR (after meson compile); LAYERS=... to try another layering
# (';' between layers bottom up, ',' inside one); SIDE=1 also lists the references inside a layer
import subprocess,sys,collections,os,glob
bd=sys.argv[1]
order=os.environ.get('LAYERS','kernel.c;env.c;methods.c,facts.c,layout.c,listobj.c;tensor.c;split.c,held.c;optional.c;oprow.c,sizes.c;match.c;held_follow.c;held_loop.c;tensor_write.c;overlap.c;dictkeys.c;list.c,rows.c;dict.c;names.c;merge_kit.c,carry_kit.c;optional_merge.c;tensor_merge.c;split_merge.c,dict_merge.c,rows_merge.c;list_merge.c;build_split.c,lenonly.c,listsort.c,build_expr.c,build_call.c,build_builtin.c,build_index.c,build_multi.c,inline.c;raise.c,build_stmt.c,stmt_if.c,stmt_merge.c,stmt_exit.c,stmt_loop.c,stmt_carried.c,stmt_loopend.c,stmt_iter.c,build_comp.c;build.c')
L={}
for i,g in enumerate(order.split(';')):
  for f in g.split(','): L[f]=i
defs={};uses=collections.defaultdict(set)
for o in glob.glob(bd+'/libscriptc.a.p/frontend_*.o'):
  f=os.path.basename(o)[len('frontend_'):-2]
  for line in subprocess.run(['nm',o],capture_output=True,text=True).stdout.splitlines():
    p=line.split()
    if len(p)==3 and p[1] in 'TDBR': defs[p[2]]=f
    elif len(p)==2 and p[0]=='U': uses[f].add(p[1])
up=collections.defaultdict(set); side=collections.defaultdict(set)
for f,us in uses.items():
  for u in us:
    d=defs.get(u)
    if not d or d==f or d=='ast.c' or f=='ast.c': continue
    if f not in L or d not in L: print('unclassified',f,d,u); continue
    if L[d]>L[f]: up[(f,d)].add(u)
    elif L[d]==L[f]: side[(f,d)].add(u)
for (f,d),n in sorted(up.items(),key=lambda x:(L[x[0][0]],x[0])):
  print(f"{f:18} -> {d:16} {len(n):3} {' '.join(sorted(n))}")
print('upward pairs',len(up),'names',sum(len(v) for v in up.values()))
if os.environ.get('SIDE'):
  for (f,d),n in sorted(side.items()): print(f"  side {f:18} -> {d:16} {' '.join(sorted(n))}")
