#!/usr/bin/env python3
# Differential test against kiwisolver on layout-like systems: rows of widths tied by
# required equalities and chained lefts, closed to an edit container; then suggestions,
# setConstant on required equalities, removals and re-adds (the operations that read dummy
# columns). Needs `pip install kiwisolver scipy` and `swift build`. Usage: fuzz-layout.py COUNT [FIRST_SEED]
# Where the values differ, the LP oracle (scripts/oracle/lp-oracle.py) decides: a tie (both
# answers have the optimal weighted error) is not a mismatch; otherwise it says whose is worse.
import importlib.util, json, random, subprocess, sys
import os
ROOT=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOL=os.environ.get("UIKIT_LAYOUT", os.path.join(ROOT,".build/debug/uikit-layout")); KIWI=os.path.join(ROOT,"scripts/kiwi-solve.py")
def gen(seed):
    r=random.Random(seed)
    n=r.randint(2,7)
    vs=["cw"]+[f"w{i}" for i in range(n)]+[f"l{i}" for i in range(n)]
    cs=[]
    def add(terms,const,op,st): cs.append({"terms":terms,"constant":const,"op":op,"strength":st}); return len(cs)-1
    base=[]
    for i in range(n):
        base.append(add([[1,f"w{i}"]],0,">=","required"))
        base.append(add([[1,f"w{i}"]],-r.randint(10,60),"==",r.choice(["weak",r.uniform(0.5,3)])))
        if i==0: base.append(add([[1,"l0"]],-8,"==","required"))
        else: base.append(add([[1,f"l{i}"],[-1,f"l{i-1}"],[-1,f"w{i-1}"]],-r.choice([0,8,12]),"==","required"))
        if i>0 and r.random()<0.7: base.append(add([[1,f"w{i}"],[-r.choice([1,1,2]),f"w{i-1}"]],-r.choice([0,0,5]),"==","required"))
    base.append(add([[1,f"l{n-1}"],[1,f"w{n-1}"],[-1,"cw"]],8,"==",r.choice(["required","required","strong"])))
    for j,v in enumerate(vs): add([[1,v]],-r.randint(0,50),"==",0.001*(j+1)+0.0001*r.random())
    ops=[{"op":"addEdit","var":"cw","strength":"strong"},{"op":"suggest","var":"cw","value":r.randint(100,600)}]
    ops+=[{"op":"add","c":i} for i in range(len(cs)-len(vs),len(cs))]
    ops+=[{"op":"add","c":i} for i in base]
    req=[i for i in base if cs[i]["op"]=="==" and cs[i]["strength"]=="required"]
    for _ in range(r.randint(5,25)):
        t=r.random()
        if t<0.3: ops.append({"op":"suggest","var":"cw","value":r.randint(50,900)})
        elif t<0.55: ops.append({"op":"setConstant","c":r.choice(req),"value":-r.randint(0,40)})
        elif t<0.7: ops.append({"op":"remove","c":r.choice(base)})
        elif t<0.85: ops.append({"op":"add","c":r.choice(base)})
        else: ops.append({"op":"snapshot"})
    ops.append({"op":"snapshot"})
    return {"variables":vs,"constraints":cs,"ops":ops,"on_error":"continue"}
spec=importlib.util.spec_from_file_location("lp_oracle",os.path.join(ROOT,"scripts/oracle/lp-oracle.py"))
oracle=importlib.util.module_from_spec(spec); spec.loader.exec_module(oracle)
def worse(system,result,values_at):
    """The snapshots (op indices) where `result` has a higher weighted error than the LP optimum."""
    state=oracle.State(system); out=[]
    for n,(op,outcome) in enumerate(zip(system["ops"],result["results"])):
        if outcome=="ok": state.apply(op)
        if n in values_at:
            rows=state.rows(); status,opt,_=oracle.lp(rows,system["variables"])
            if status==0 and oracle.weighted_error(rows,values_at[n])>opt+oracle.RELATIVE*max(1.0,abs(opt))+oracle.rounding_allowance(rows,values_at[n]): out.append(n)
    return out
def close(a,b): return all(abs(a[k]-b[k])<=1e-6*max(1,abs(a[k])) for k in a)
bad=ties=0; N=int(sys.argv[1]); start=int(sys.argv[2]) if len(sys.argv)>2 else 0
for seed in range(start,start+N):
    s=gen(seed); f=os.path.join(os.environ.get("TMPDIR","/tmp"),"fuzz-layout.json"); open(f,"w").write(json.dumps(s))
    m=json.loads(subprocess.run([TOOL,"solve",f],capture_output=True,text=True).stdout)
    k=json.loads(subprocess.run([sys.executable,KIWI,f],capture_output=True,text=True).stdout)
    if m["results"]!=k["results"]:
        bad+=1; print("seed",seed,"results differ", [(i,a,b) for i,(a,b) in enumerate(zip(m["results"],k["results"])) if a!=b][:3]); json.dump(s,open(os.path.join(os.environ.get("TMPDIR","/tmp"),f"fuzz-layout-{seed}.json"),"w")); continue
    sm=[x["values"] for x in m["snapshots"]]+[m["values"]]; sk=[x["values"] for x in k["snapshots"]]+[k["values"]]
    if not all(close(a,b) for a,b in zip(sm,sk)):
        ours=worse(s,m,{x["op"]:x["values"] for x in m["snapshots"]}); theirs=worse(s,k,{x["op"]:x["values"] for x in k["snapshots"]})
        if not ours and not theirs: ties+=1; continue
        bad+=1; print("seed",seed,"values differ:","ours worse at ops",ours,"kiwi worse at ops",theirs); json.dump(s,open(os.path.join(os.environ.get("TMPDIR","/tmp"),f"fuzz-layout-{seed}.json"),"w"))
print("mismatches",bad,"of",N,"(ties decided by the LP oracle:",ties,")")
