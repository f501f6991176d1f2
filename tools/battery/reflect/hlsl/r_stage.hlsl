// Stage-specific reflection: GS streams and instancing, HS/DS patch constants per domain, CS thread groups,
// PS system values (depth variants, coverage, sample frequency), VS clip/cull distances, interpolation modes.
struct GIn { float4 pos : SV_Position; float3 n : NORMAL; float clip0 : SV_ClipDistance0; };
struct GOut0 { float4 pos : SV_Position; float2 uv : TEXCOORD0; uint rt : SV_RenderTargetArrayIndex; };
struct GOut1 { float4 data : DATA0; uint vp : SV_ViewportArrayIndex; };

GIn VSStage(float4 p : POSITION, float3 n : NORMAL, uint vid : SV_VertexID, uint iid : SV_InstanceID)
{
    GIn o;
    o.pos = p + vid + iid;
    o.n = n;
    o.clip0 = p.w;
    return o;
}

struct VClip { float4 pos : SV_Position; float2 c2 : SV_ClipDistance0; float c1 : SV_CullDistance0; float3 c3 : SV_ClipDistance1; };
VClip VSClip(float4 p : POSITION)
{
    VClip o; o.pos = p; o.c2 = p.xy; o.c1 = p.z; o.c3 = p.xyz; return o;
}

[maxvertexcount(6)]
[instance(3)]
void GSStreams(triangleadj GIn v[6], uint inst : SV_GSInstanceID, uint pid : SV_PrimitiveID,
               inout PointStream<GOut0> s0, inout PointStream<GOut1> s1)
{
    for (int k = 0; k < 3; k++) {
        GOut0 a; a.pos = v[k * 2].pos; a.uv = v[k].n.xy + inst; a.rt = inst;
        s0.Append(a);
    }
    GOut1 b; b.data = v[1].pos + pid; b.vp = inst;
    s1.Append(b);
}

struct SOut { float4 pos : SV_Position; float4 a : TEXCOORD0; };
[maxvertexcount(4)]
void GSLines(lineadj GIn v[4], inout LineStream<SOut> ls)
{
    SOut o; o.pos = v[1].pos; o.a = v[2].pos; ls.Append(o); o.pos = v[2].pos; ls.Append(o);
}

[maxvertexcount(1)]
void GSPoint(point GIn v[1], inout PointStream<SOut> ps)
{
    SOut o; o.pos = v[0].pos; o.a = v[0].n.xyzz; ps.Append(o);
}

// tessellation: tri domain with inside factor, quad domain with every factor, isoline
struct CP { float3 pos : POS; float w : WEIGHT; };
struct TriPC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; float3 extra : EXTRA; };
TriPC TriConst(InputPatch<CP, 3> ip, uint pid : SV_PrimitiveID)
{
    TriPC o; o.e[0] = ip[0].w; o.e[1] = ip[1].w; o.e[2] = ip[2].w + pid; o.i = 2; o.extra = ip[1].pos; return o;
}
[domain("tri")] [partitioning("fractional_odd")] [outputtopology("triangle_ccw")] [outputcontrolpoints(5)]
[patchconstantfunc("TriConst")] [maxtessfactor(12.5)]
CP HSTri(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { CP o = ip[i % 3]; o.w += i; return o; }

[domain("tri")]
float4 DSTri(TriPC pc, float3 bary : SV_DomainLocation, const OutputPatch<CP, 5> op) : SV_Position
{
    return float4(op[0].pos * bary.x + op[4].pos * bary.y + pc.extra * bary.z, pc.e[1] + pc.i);
}

struct QuadPC { float e[4] : SV_TessFactor; float i[2] : SV_InsideTessFactor; nointerpolation uint id : PATCHID; };
QuadPC QuadConst(InputPatch<CP, 16> ip)
{
    QuadPC o; [unroll] for (int k = 0; k < 4; k++) o.e[k] = ip[k].w; o.i[0] = 1; o.i[1] = ip[5].w; o.id = 7; return o;
}
[domain("quad")] [partitioning("pow2")] [outputtopology("triangle_cw")] [outputcontrolpoints(16)] [patchconstantfunc("QuadConst")]
CP HSQuad(InputPatch<CP, 16> ip, uint i : SV_OutputControlPointID) { return ip[i]; }

[domain("quad")]
float4 DSQuad(QuadPC pc, float2 uv : SV_DomainLocation, const OutputPatch<CP, 16> op) : SV_Position
{
    return float4(lerp(op[0].pos, op[15].pos, uv.x), pc.i[1] + pc.id);
}

struct LinePC { float e[2] : SV_TessFactor; };
LinePC LineConst(InputPatch<CP, 2> ip) { LinePC o; o.e[0] = ip[0].w; o.e[1] = 4; return o; }
[domain("isoline")] [partitioning("integer")] [outputtopology("line")] [outputcontrolpoints(2)] [patchconstantfunc("LineConst")]
CP HSLine(InputPatch<CP, 2> ip, uint i : SV_OutputControlPointID) { return ip[i]; }
[domain("isoline")]
float4 DSLine(LinePC pc, float2 uv : SV_DomainLocation, const OutputPatch<CP, 2> op) : SV_Position
{
    return float4(lerp(op[0].pos, op[1].pos, uv.x), pc.e[0]);
}

// pixel shaders: depth variants, coverage, sample frequency, interpolation modes
struct PIn {
    float4 pos : SV_Position;
    linear centroid float2 a : TEXCOORD0;
    noperspective float b : TEXCOORD1;
    noperspective sample float2 c : TEXCOORD2;
    nointerpolation int4 d : TEXCOORD3;
    bool front : SV_IsFrontFace;
};
float4 PSDepth(PIn i, out float d : SV_Depth, out uint cov : SV_Coverage) : SV_Target3
{
    d = i.pos.z; cov = 0xf; return float4(i.a, i.b, i.d.x);
}
float4 PSDepthGE(PIn i, out float d : SV_DepthGreaterEqual) : SV_Target { d = i.b; return i.c.xyxy; }
float4 PSDepthLE(PIn i, out float d : SV_DepthLessEqual, uint cov : SV_Coverage) : SV_Target { d = i.b; return cov + i.front; }
[earlydepthstencil]
void PSMrt(PIn i, out float4 o0 : SV_Target0, out int2 o2 : SV_Target2, out uint o5 : SV_Target5) { o0 = i.a.xyxy; o2 = i.d.xy; o5 = 3; }
float4 PSSample(float4 pos : SV_Position, sample float2 uv : TEXCOORD0, uint si : SV_SampleIndex) : SV_Target { return float4(uv, si, pos.x); }

groupshared float4 gs_data[128];
RWStructuredBuffer<float4> cs_out : register(u0);
[numthreads(32, 2, 1)]
void CSShared(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    gs_data[gi] = gid.xyzx + tid.xyzx;
    GroupMemoryBarrierWithGroupSync();
    cs_out[gi] = gs_data[63 - (gi & 63)];
}
[numthreads(1024, 1, 1)]
void CSWide(uint3 id : SV_DispatchThreadID) { cs_out[id.x] = id.x; }
[numthreads(1, 1, 64)]
void CSDeep(uint3 id : SV_DispatchThreadID) { cs_out[id.z] = id.z; }
